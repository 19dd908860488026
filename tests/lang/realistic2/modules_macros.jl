# Macros and functions across modules: M.@m, using, import, qualified definitions
module Units
export Meter, @m_str, meters

struct Meter
    value::Float64
end
meters(x::Real) = Meter(x)
Base.:+(a::Meter, b::Meter) = Meter(a.value + b.value)
Base.show(io::IO, m::Meter) = print(io, m.value, " m")

macro m_str(s)
    Meter(parse(Float64, s))
end

macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end

macro logcall(ex)
    name = string(ex.args[1])
    quote
        local result = $(esc(ex))
        println("called ", $name, " => ", result)
        result
    end
end
end # module

module Geometry
import ..Units
using ..Units: Meter

area(w::Meter, h::Meter) = w.value * h.value
function Base.in(p::Tuple{Real,Real}, r::NTuple{4,Real})
    r[1] <= p[1] <= r[3] && r[2] <= p[2] <= r[4]
end
perimeter(w, h) = Units.@logcall +(2w, 2h)
end

using .Units
println(m"3.5", " ", m"1" + m"2", " ", meters(4) + Meter(0.5))
count = 0
Units.@twice global count += 1
println(count)
Units.@logcall max(3, 9)
println(Geometry.area(m"2", m"3"))
println((1, 2) in (0, 0, 5, 5), " ", (7, 1) ∈ (0, 0, 5, 5), " ", (7, 1) ∉ (0, 0, 5, 5))
println(Geometry.perimeter(2, 3))
println(@__MODULE__, " ", parentmodule(Geometry), " ", nameof(Units))
println(isdefined(Main, :Meter), " ", isdefined(Main, :area), " ", Units.Meter === Meter)
module Counter
    const total = Ref(0)
    bump!(n = 1) = (total[] += n)
end
Counter.bump!(); Counter.bump!(5)
println(Counter.total[])
#= expect
3.5 m 3.0 m 4.5 m
2
called max => 9
6.0
true false true
called + => 10
10
Main Main Units
true false true
6
=#
