struct Interval{T<:Real}
    lo::T
    hi::T
    function Interval{T}(lo, hi) where {T<:Real}
        lo <= hi || throw(ArgumentError("lo must be <= hi, got $lo > $hi"))
        new{T}(lo, hi)
    end
end
Interval(lo::T, hi::T) where {T<:Real} = Interval{T}(lo, hi)
Interval(lo::Real, hi::Real) = Interval(promote(lo, hi)...)
width(i::Interval) = i.hi - i.lo
Base.in(x, i::Interval) = i.lo <= x <= i.hi
a = Interval(1, 5)
b = Interval(1, 2.5)
println(a, " ", typeof(a), " ", width(a))
println(b, " ", typeof(b), " ", width(b))
println(3 in a, " ", 7 in a, " ", 2.5 ∈ b)
try
    Interval(3, 1)
catch e
    println(e)
end
#= expect
Interval{Int64}(1, 5) Interval{Int64} 4
Interval{Float64}(1.0, 2.5) Interval{Float64} 1.5
true false true
ArgumentError("lo must be <= hi, got 3 > 1")
=#
