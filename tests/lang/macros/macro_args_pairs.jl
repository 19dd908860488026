# Space-separated macro arguments are whole expressions: `@m x => y` passes
# the pair `x => y`; `@m(x) => y` pairs the macro's result.
macro id(ex)
    esc(ex)
end
macro text(ex)
    string(ex)
end
macro nargs(xs...)
    length(xs)
end
p = @id 1 => 2
println(p, " ", typeof(p))
println(@text a => b)
println(@nargs a => b c)
q = @id(3) => 4
println(q)
d = Dict(@id(:k) => 1, @id("s") => 2)
println(d[:k], " ", d["s"])
println([@id(5) => 6])
#= expect
1 => 2 Pair{Int64, Int64}
a => b
2
3 => 4
1 2
[5 => 6]
=#
