# => builds a Pair and ranges are calls of `:`, like any operator.
d = Dict("a" => 1, "b" => 2)
r = 1:2:9
for (k, v) in pairs(d)
    println(k => v)
end
