# NamedTuple literals, field access and printing.
nt = (a = 1, b = "x")
println(nt)
println(nt.a, " ", nt.b)
println(nt[1], " ", nt[:b])
println(keys(nt))
println(values(nt))
println(length(nt))
single = (k = 5,)
println(single)
for v in nt
    println(v)
end
println(haskey(nt, :a), " ", haskey(nt, :z))
nt2 = (x = 1.5, y = [1, 2])
println(nt2)
println(nt == (a = 1, b = "x"))
println(merge(nt, (b = "y", c = 3)))
p = (name = "pt", coords = (1, 2))
println(p.coords[2])
#= expect
(a = 1, b = "x")
1 x
1 x
(:a, :b)
(1, "x")
2
(k = 5,)
1
x
true false
(x = 1.5, y = [1, 2])
true
(a = 1, b = "y", c = 3)
2
=#
