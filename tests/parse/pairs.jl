p = "a" => 1
q = :k => :v
r = a => b => c
d = Dict("a" => 1, "b" => 2)
e = Dict{String, Int}()
f = get(d, "a", 0)
g = get!(d, "c", 3)
h = haskey(d, "a")
for (k, v) in d
    println(k, " => ", v)
end
i = first(p) => last(p)
j = Set{Char}()
k = Set([1, 2, 3])
