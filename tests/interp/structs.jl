struct P
    x
    y
end
p = P(1, 2)
println(p.x + p.y)
mutable struct Q
    a::Int64
end
q = Q(5)
q.a = q.a * 3
println(q.a)
struct Pair2{A, B}
    first::A
    second::B
end
pr = Pair2(1, 2.5)
println(pr.second, " ", typeof(pr))
struct Checked
    v::Int64
    Checked(v) = v < 0 ? error("negative") : new(v)
end
println(Checked(3).v)
try
    Checked(-1)
catch e
    println(e.msg)
end
abstract type Shape end
struct Sq <: Shape
    s::Int64
end
struct Re <: Shape
    w::Int64
    h::Int64
end
area(s::Sq) = s.s * s.s
area(r::Re) = r.w * r.h
describe(s::Shape) = area(s)
println(describe(Sq(3)), " ", describe(Re(2, 5)))
#= expect
3
15
2.5 Pair2{Int64, Float64}
3
negative
9 10
=#
