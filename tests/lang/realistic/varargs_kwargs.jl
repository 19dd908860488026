function logged(f, args...; kw...)
    println("calling ", f, " with ", args, " and ", NamedTuple(kw))
    f(args...; kw...)
end
g(a, b; scale = 1, shift = 0) = (a + b) * scale + shift
println(logged(g, 1, 2))
println(logged(g, 1, 2; scale = 3))
println(logged(g, 1, 2; shift = 1, scale = 2))
wrap(args...; kws...) = (length(args), keys(kws), values(kws))
println(wrap(1, 2, 3; a = 1, b = "x"))
h(xs::Int...) = sum(xs; init = 0)
println(h(), " ", h(1, 2, 3))
#= expect
calling g with (1, 2) and NamedTuple()
3
calling g with (1, 2) and (scale = 3,)
9
calling g with (1, 2) and (shift = 1, scale = 2)
7
(3, (:a, :b), (a = 1, b = "x"))
0 6
=#
