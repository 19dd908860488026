# Generating methods with @eval loops
for (name, op) in [(:add, :+), (:sub, :-), (:mul, :*)]
    @eval $name(a, b) = $op(a, b)
end
println(add(2, 3), " ", sub(2, 3), " ", mul(2, 3))

for T in (:Int8, :Int16, :Int32, :Int64)
    @eval describe(::Type{$T}) = string($(QuoteNode(T)), " has ", 8 * sizeof($T), " bits")
end
println(describe(Int8))
println(describe(Int64))

struct Temperature
    kelvin::Float64
end
for (unit, f, g) in ((:celsius, :(k - 273.15), :(x + 273.15)),
                     (:fahrenheit, :((k - 273.15) * 9 / 5 + 32), :((x - 32) * 5 / 9 + 273.15)))
    getter = Symbol("to_", unit)
    maker = Symbol("from_", unit)
    @eval begin
        $getter(t::Temperature) = (k = t.kelvin; $f)
        $maker(x) = Temperature($g)
    end
end
t = from_celsius(100)
println(t.kelvin, " ", to_fahrenheit(t), " ", to_celsius(from_fahrenheit(212)))

for op in (:<, :>, :(==))
    @eval Base.$op(a::Temperature, b::Temperature) = $op(a.kelvin, b.kelvin)
end
println(Temperature(1) < Temperature(2), " ", Temperature(3) == Temperature(3))

eval(:(square(x) = x^2))
println(square(12))
ex = Expr(:function, Expr(:call, :cube, :x), Expr(:block, :(x^3)))
eval(ex)
println(cube(3))
fields = [:a, :b, :c]
@eval struct Triple
    $(fields...)
end
println(fieldnames(Triple), " ", Triple(1, 2, 3))
for i in 1:3
    fname = Symbol("times", i)
    @eval $fname(x) = $i * x
end
println(times1(5), " ", times2(5), " ", times3(5))
const OPS = Dict(:double => 2, :triple => 3)
for (k, v) in sort(collect(OPS))
    @eval $k(x) = $v * x
end
println(double(7), " ", triple(7))
println(Core.eval(Main, :(1 + 2)), " ", @eval(4 * 5))
#= expect
5 -1 6
Int8 has 8 bits
Int64 has 64 bits
373.15 212.0 100.0
true true
144
27
(:a, :b, :c) Triple(1, 2, 3)
5 10 15
14 21
3 20
=#
