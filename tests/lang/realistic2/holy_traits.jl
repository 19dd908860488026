# Trait-based dispatch (the "Holy traits" pattern), Val, and singleton types
abstract type Shape end
struct Circle <: Shape; r::Float64; end
struct Square <: Shape; s::Float64; end
struct Triangle <: Shape; a::Float64; b::Float64; c::Float64; end

abstract type Symmetry end
struct Rotational <: Symmetry end
struct Reflective <: Symmetry end
struct NoSymmetry <: Symmetry end
symmetry(::Type{Circle}) = Rotational()
symmetry(::Type{Square}) = Reflective()
symmetry(::Type{<:Shape}) = NoSymmetry()

describe(s::Shape) = describe(symmetry(typeof(s)), s)
describe(::Rotational, s) = "$(nameof(typeof(s))) looks the same at every angle"
describe(::Reflective, s) = "$(nameof(typeof(s))) has mirror lines"
describe(::NoSymmetry, s) = "$(nameof(typeof(s))) may have no symmetry"

for s in (Circle(1), Square(2), Triangle(3, 4, 5))
    println(describe(s))
end

abstract type IterKind end
struct Finite <: IterKind end
struct Endless <: IterKind end
iterkind(::Type) = Finite()
struct Naturals end
iterkind(::Type{Naturals}) = Endless()
Base.iterate(::Naturals, n = 1) = (n, n + 1)
safe_collect(x) = safe_collect(iterkind(typeof(x)), x)
safe_collect(::Finite, x) = collect(x)
safe_collect(::Endless, x) = collect(Iterators.take(x, 5))
println(safe_collect(1:3), " ", safe_collect(Naturals()), " ", safe_collect("ab"))

area(s::Shape) = area(Val(nameof(typeof(s))), s)
area(::Val{:Circle}, s) = round(π * s.r^2, digits = 2)
area(::Val{:Square}, s) = s.s^2
function area(::Val{:Triangle}, t)
    p = (t.a + t.b + t.c) / 2
    sqrt(p * (p - t.a) * (p - t.b) * (p - t.c))
end
println([area(s) for s in (Circle(1), Square(2), Triangle(3, 4, 5))])

fact(::Val{0}) = 1
fact(::Val{N}) where {N} = N * fact(Val(N - 1))
println(fact(Val(10)), " ", typeof(Val(3)), " ", Val(:x) === Val(:x))

struct Celsius end
struct Fahrenheit end
convert_temp(x, ::Celsius, ::Fahrenheit) = x * 9 / 5 + 32
convert_temp(x, ::Fahrenheit, ::Celsius) = (x - 32) * 5 / 9
convert_temp(x, ::T, ::T) where {T} = x
println(convert_temp(100, Celsius(), Fahrenheit()), " ", convert_temp(212, Fahrenheit(), Celsius()),
        " ", convert_temp(7, Celsius(), Celsius()))
println(Celsius() === Celsius(), " ", sizeof(Celsius()), " ", isbits(Celsius()), " ", Celsius())
#= expect
Circle looks the same at every angle
Square has mirror lines
Triangle may have no symmetry
[1, 2, 3] Any[1, 2, 3, 4, 5] ['a', 'b']
[3.14, 4.0, 6.0]
3628800 Val{3} true
212.0 100.0 7
true 0 true Celsius()
=#
