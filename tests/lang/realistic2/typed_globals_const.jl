# const fields in mutable structs, typed globals, and qualified operator definitions
mutable struct Account
    const id::Int
    const owner::String
    balance::Float64
end

const RATE::Float64 = 0.05
limit::Int = 100
counter::Int = 0

function deposit!(a::Account, amt)
    amt > limit && throw(ArgumentError("over the limit of $limit"))
    a.balance += amt
    global counter += 1
    a
end

acc = Account(1, "ann", 10.0)
deposit!(acc, 50)
println(acc.balance, " ", counter, " ", RATE * acc.balance)
try
    acc.id = 2
catch e
    println(typeof(e))
end
try
    deposit!(acc, 500)
catch e
    println(e.msg)
end
global limit = 1000
deposit!(acc, 500)
println(acc.balance, " ", counter)
println(limit, " ", typeof(limit))
println(ismutable(acc), " ", isconst(Account, :id), " ", isconst(Account, :balance), " ", fieldnames(Account))

struct Interval
    lo::Float64
    hi::Float64
end
Base.in(x::Real, i::Interval) = i.lo <= x <= i.hi
Base.:(==)(a::Interval, b::Interval) = a.lo == b.lo && a.hi == b.hi
Base.:∪(a::Interval, b::Interval) = Interval(min(a.lo, b.lo), max(a.hi, b.hi))
Base.:∩(a::Interval, b::Interval) = Interval(max(a.lo, b.lo), min(a.hi, b.hi))
Base.isempty(i::Interval) = i.lo > i.hi
function Base.:(:)(a::Interval, n::Int)
    step = (a.hi - a.lo) / n
    [a.lo + k * step for k in 0:n]
end
Base.show(io::IO, i::Interval) = print(io, "[", i.lo, ", ", i.hi, "]")
i1, i2 = Interval(0, 2), Interval(1, 5)
println(1.5 in i1, " ", 3 ∈ i1, " ", 3 ∉ i1, " ", i1 ∪ i2, " ", i1 ∩ i2, " ", isempty(Interval(3, 1) ∩ i1))
println(i1 == Interval(0.0, 2.0), " ", (i1:4))
x::Float64 = 1
println(x, " ", typeof(x))
const WIDTH, HEIGHT = 80, 24
const (LO, HI) = extrema([3, 9, 1])
println(WIDTH * HEIGHT, " ", LO, " ", HI)
function typed_local()
    y::Int = 2.0
    z::Float32 = 1
    y, z
end
println(typed_local())
#= expect
60.0 1 3.0
ErrorException
over the limit of 100
560.0 2
1000 Int64
true true false (:id, :owner, :balance)
true false true [0.0, 5.0] [1.0, 2.0] true
true [0.0, 0.5, 1.0, 1.5, 2.0]
1.0 Float64
1920 1 9
(2, 1.0f0)
=#
