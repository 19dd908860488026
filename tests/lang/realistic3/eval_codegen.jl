# Metaprogramming: generating functions with @eval loops, building Exprs, and a units DSL macro
for (name, factor) in [(:km, 1000.0), (:cm, 0.01), (:mm, 0.001)]
    @eval $(Symbol("to_", name))(meters) = meters / $factor
    @eval $(Symbol("from_", name))(x) = x * $factor
end
println(to_km(2500.0), " ", from_cm(250), " ", to_mm(from_km(0.001)))

for op in (:add, :sub, :mul)
    sym = op == :add ? :+ : op == :sub ? :- : :*
    @eval $op(a, b) = $sym(a, b)
end
println(add(2, 3), " ", sub(2, 3), " ", mul(2, 3))

struct Vec3
    x::Float64
    y::Float64
    z::Float64
end
for f in (:+, :-)
    @eval Base.$f(a::Vec3, b::Vec3) = Vec3($f(a.x, b.x), $f(a.y, b.y), $f(a.z, b.z))
end
println(Vec3(1, 2, 3) + Vec3(1, 1, 1), " ", Vec3(1, 2, 3) - Vec3(1, 1, 1))

ex = Expr(:call, :+, 1, Expr(:call, :*, 2, 3))
println(ex, " = ", eval(ex))
body = :(x^2 + 1)
f = eval(:(x -> $body))
println(f(3), " ", map(f, 1:3))
args = [:a, :b, :c]
sumexpr = Expr(:call, :+, args...)
g = eval(:(($(args...),) -> $sumexpr))
println(sumexpr, " ", g(1, 2, 3))

macro units(defs...)
    out = Expr(:block)
    for d in defs
        name, scale = d.args[1], d.args[2]
        push!(out.args, :(const $(esc(name)) = $scale))
    end
    out
end
@units g_ = 9.81 mile = 1609.344
println(g_ * 2, " ", 3mile)

macro show_expr(ex)
    :(println($(string(ex)), " => ", $(esc(ex))))
end
@show_expr 1 + 2 * 3
@show_expr map(abs, [-1, 2])
x = 10
@show_expr x > 5 ? "big" : "small"
q = quote
    a = 1
    b = a + 1
end
println(length(q.args), " ", q.args[2], " ", eval(q), " ", Meta.isexpr(q, :block))
println(Meta.parse("1 + 2x"), " ", typeof(Meta.parse("f(x)")), " ", eval(Meta.parse("sum(1:10)")))
#= expect
2.5 2.5 1000.0
5 -1 6
Vec3(2.0, 3.0, 4.0) Vec3(0.0, 1.0, 2.0)
1 + 2 * 3 = 7
10 [2, 5, 10]
a + b + c 6
19.62 4828.032
1 + 2 * 3 => 7
map(abs, [-1, 2]) => [1, 2]
if x > 5
    "big"
else
    "small"
end => big
4 a = 1 2 true
1 + 2x Expr 55
=#
