# Names interpolated where quoted code expects a name: `function $f`, `x.$f`, `Base.$op`,
# `macro $m`, `export $f` (in @eval loops that generate definitions).
for (name, val) in ((:one, 1), (:two, 2))
    @eval function $name()
        return $val
    end
end
println(one() + two())
struct Vec3
    x::Float64
    y::Float64
    z::Float64
end
for op in (:+, :-)
    @eval Base.$op(a::Vec3, b::Vec3) = Vec3($op(a.x, b.x), $op(a.y, b.y), $op(a.z, b.z))
end
println(Vec3(1, 2, 3) + Vec3(1, 1, 1))
println(Vec3(1, 2, 3) - Vec3(1, 1, 1))
for f in (:x, :z)
    getter = Symbol("get", f)
    @eval $getter(v::Vec3) = v.$f
end
println(getx(Vec3(1, 2, 3)), " ", getz(Vec3(1, 2, 3)))
for n in 1:2
    @eval macro $(Symbol("times", n))(ex)
        Expr(:call, :*, $n, esc(ex))
    end
end
println(@times1(5), " ", @times2(5))
module Gen
for s in (:alpha, :beta)
    @eval $s() = $(string(s))
    @eval export $s
end
end
using .Gen
println(alpha(), " ", beta())
f = :double
ex = :(function $f(x) 2x end)
println(ex.args[1])
eval(ex)
println(double(21))
fld = :y
println(:(p.$fld))
println(:(p.$fld) == :(p.y))
println(:(x'), " ", :(f(x)'), " ", :(x' * y))
#= expect
3
Vec3(2.0, 3.0, 4.0)
Vec3(0.0, 1.0, 2.0)
1.0 3.0
5 10
alpha beta
double(x)
42
p.y
true
x' (f(x))' x' * y
=#
