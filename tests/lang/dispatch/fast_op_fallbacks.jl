# Operators the interpreter runs inline for Int64/Float64 (mixed too), and the
# cases where it must fall back to calling the function: other types, errors,
# a function of the same name that is not Base's, and methods added later.

# Mixed Int64/Float64 arithmetic, as Base's methods convert the Int.
function mixed(i, x)
    return (i + x, x + i, i - x, x - i, i * x, x * i, i / x, x / i)
end
println(mixed(3, 0.5))
println(mixed(typemax(Int), 1.0))
println(mixed(Int32(2), 1.5))      # not Int64: through promotion
println(mixed(2, Float32(1.5)))    # not Float64
println(7 / 2, " ", -7 / 2.0, " ", 1.0 / 0, " ", 0 / 0.0)

# Three operands: (a + b) + c, wrapping for Int.
add3(a, b, c) = a + b + c
mul3(a, b, c) = a * b * c
println(add3(1, 2, 3), " ", add3(typemax(Int), 1, 1), " ", add3(0.1, 0.2, 0.3))
println(mul3(2, 3, 4), " ", mul3(typemax(Int), 2, 2), " ", mul3(0.1, 0.2, 0.3))
println(add3(1, 2.0, 3), " ", mul3(2, 0.5, 3), " ", add3(Int8(100), Int8(100), Int8(1)))
struct Money
    cents::Int
end
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
Base.:+(a::Money, b::Money, c::Money) = Money(a.cents + b.cents + c.cents + 1000)
println(add3(Money(1), Money(2), Money(3)))
println(Money(1) + Money(2))

# Comparisons deciding a branch, with and without the inline cases.
struct Fuzzy
    v::Int
end
Base.:<(a::Fuzzy, b::Fuzzy) = a.v < b.v - 1
Base.:(==)(a::Fuzzy, b::Fuzzy) = abs(a.v - b.v) <= 1
pick(a, b) = a < b ? "lt" : "not lt"
same(a, b) = a == b ? "eq" : "ne"
println(pick(1, 2), " ", pick(2.0, 1.0), " ", pick(1, 2.5), " ", pick(Int8(3), Int8(4)), " ",
        pick(Fuzzy(1), Fuzzy(2)), " ", pick(Fuzzy(1), Fuzzy(3)))
println(same(1, 1), " ", same(NaN, NaN), " ", same(1, 1.0), " ", same(Fuzzy(1), Fuzzy(2)), " ",
        same("a", "a"))
function countdown(n)
    k = 0
    while n > 0
        n -= 1
        k += 1
    end
    return k
end
println(countdown(5), " ", countdown(2.5), " ", countdown(Int8(3)))
struct Weird end
Base.:<(a::Weird, b::Weird) = 1
try
    pick(Weird(), Weird())
catch e
    println(typeof(e))
end

# Integer division.
idiv(a, b) = div(a, b)
println(idiv(7, 2), " ", idiv(-7, 2), " ", idiv(7, -1), " ", idiv(typemin(Int), 1))
println(idiv(7.5, 2.0), " ", idiv(Int8(-7), Int8(2)))
for (a, b) in ((1, 0), (typemin(Int), -1))
    try
        idiv(a, b)
    catch e
        println(typeof(e))
    end
end

# sqrt.
root(x) = sqrt(x)
println(root(4.0), " ", root(2.0), " ", root(-0.0), " ", root(NaN), " ", root(Inf), " ", root(9))
try
    root(-1.0)
catch e
    println(typeof(e))
end

# Functions of the same names that are not Base's.
module Own
+(a, b, c) = "own +"
div(a, b) = "own div"
sqrt(x) = "own sqrt"
f() = (1 + 2 + 3, div(6, 3), sqrt(4.0))
end
println(Own.f())

# Ranges: a stop below the start becomes start - 1.
span(a, b) = a:b
println(span(1, 3), " ", span(5, 1), " ", length(span(5, 1)), " ", typeof(span(2, 2)))
println(span(typemin(Int), typemin(Int)), " ", span(Int8(1), Int8(3)), " ", typeof(span(Int8(1), Int8(3))))
println(collect(span(3, 1)), " ", sum(span(1, 10)))

# Field assignment: converted, rejected, or through a method added later.
mutable struct Body
    x::Float64
    tag::Any
end
setx!(b, v) = (b.x = v)
settag!(b, v) = (b.tag = v)
b = Body(0.0, nothing)
for i in 1:3
    setx!(b, Float64(i))
    settag!(b, i)
end
println(b.x, " ", b.tag)
println(setx!(b, 7), " ", b.x, " ", typeof(b.x))
settag!(b, "s")
println(b.tag)
try
    setx!(b, "no")
catch e
    println(typeof(e))
end
struct Frozen
    x::Float64
end
try
    setx!(Frozen(1.0), 2.0)
catch e
    println(e)
end
# One site, several struct types; a field of abstract type keeps an Int.
mutable struct Holder
    r::Real
end
mutable struct Holder2
    r::Float64
end
setr!(h, v) = (h.r = v)
h1 = Holder(1)
h2 = Holder2(1.0)
for v in (2.5, 2)
    setr!(h1, v)
    setr!(h2, v)
end
println(h1.r, " ", typeof(h1.r), " ", h2.r, " ", typeof(h2.r))
Base.setproperty!(b::Body, f::Symbol, v::Float64) = setfield!(b, f, 2v)
setx!(b, 5.0)
println(b.x)
setx!(b, 5)
println(b.x)

# Array stores: converted, rejected, out of bounds, or through a method
# added for one element type.
function fill_squares!(v)
    for i in 1:length(v)
        v[i] = i * i
    end
    return v
end
println(fill_squares!(zeros(3)), " ", fill_squares!(Vector{Int}(undef, 3)), " ",
        fill_squares!(Any[0, 0]), " ", fill_squares!(Int8[0, 0]))
store!(v, x, i) = (v[i] = x)
w = [1.0, 2.0]
store!(w, 5.0, 1)
store!(w, 7, 2)
println(w, " ", setindex!(w, 8.0, 1) === w, " ", w)
try
    store!(w, "x", 1)
catch e
    println(typeof(e))
end
for k in (0, 3)
    try
        store!(w, 1.0, k)
    catch e
        println(sprint(showerror, e))
    end
end
struct Tag
    n::Int
end
tags = [Tag(1), Tag(2)]
for k in 1:2
    store!(tags, Tag(k + 2), k)
end
println(tags)
Base.setindex!(v::Vector{Tag}, x::Tag, i::Int) = (println("tag store ", i); v)
store!(tags, Tag(9), 1)
println(tags)

# A method redefined for Int after its call site ran.
inc(x::Int) = x + 1
callinc(x) = inc(x)
for i in 1:3
    callinc(i)
end
println(callinc(1))
inc(x::Int) = x + 100
println(callinc(1))
println(callinc(1.5 - 0.5 == 1 ? 2 : 3))
inc(x) = "any"
println(callinc(1), " ", callinc(1.0))
#= expect
(3.5, 3.5, 2.5, -2.5, 1.5, 1.5, 6.0, 0.16666666666666666)
(9.223372036854776e18, 9.223372036854776e18, 9.223372036854776e18, -9.223372036854776e18, 9.223372036854776e18, 9.223372036854776e18, 9.223372036854776e18, 1.0842021724855044e-19)
(3.5, 3.5, 0.5, -0.5, 3.0, 3.0, 1.3333333333333333, 0.75)
(3.5f0, 3.5f0, 0.5f0, -0.5f0, 3.0f0, 3.0f0, 1.3333334f0, 0.75f0)
3.5 -3.5 Inf NaN
6 -9223372036854775807 0.6000000000000001
24 -4 0.006000000000000001
6.0 3.0 -55
Money(1006)
Money(3)
lt not lt lt lt not lt lt
eq ne eq eq eq
5 3 3
TypeError
3 -3 -7 -9223372036854775808
3.0 -3
DivideError
DivideError
2.0 1.4142135623730951 -0.0 NaN Inf 3.0
DomainError
("own +", "own div", "own sqrt")
1:3 5:4 0 UnitRange{Int64}
-9223372036854775808:-9223372036854775808 1:3 UnitRange{Int8}
Int64[] 55
3.0 3
7 7.0 Float64
s
MethodError
ErrorException("setfield!: immutable struct of type Frozen cannot be changed")
2 Int64 2.0 Float64
10.0
5.0
[1.0, 4.0, 9.0] [1, 4, 9] Any[1, 4] Int8[1, 4]
[8.0, 7.0] true [8.0, 7.0]
MethodError
BoundsError: attempt to access 2-element Vector{Float64} at index [0]
BoundsError: attempt to access 2-element Vector{Float64} at index [3]
Tag[Tag(3), Tag(4)]
tag store 1
Tag[Tag(3), Tag(4)]
2
101
102
101 any
=#
