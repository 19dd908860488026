# Ranges of dates and times with a period step: a:Day(1):b.

struct StepRange{T, P} <: AbstractVector{T}
    start::T
    step::P
    stop::T
    len::Int
end

function _range_length(a, s, b)
    n = 0
    x = a
    if s.value > 0
        while x <= b
            n += 1
            x = a + s * n
        end
    elseif s.value < 0
        while b <= x
            n += 1
            x = a + s * n
        end
    else
        throw(ArgumentError("step cannot be zero"))
    end
    return n
end

Base.:(:)(a::T, s::Period, b::T) where {T<:TimeType} = StepRange{T, typeof(s)}(a, s, b, _range_length(a, s, b))
Base.:(:)(a::Date, b::Date) = a:Day(1):b

size(r::StepRange) = (r.len,)
length(r::StepRange) = r.len
isempty(r::StepRange) = r.len == 0
first(r::StepRange) = r.start
last(r::StepRange) = r.start + r.step * (r.len - 1)
step(r::StepRange) = r.step
function getindex(r::StepRange, i::Integer)
    1 <= i <= r.len || throw(BoundsError(r, i))
    return r.start + r.step * (i - 1)
end
iterate(r::StepRange, i::Int = 1) = i > r.len ? nothing : (r.start + r.step * (i - 1), i + 1)
function show(io::IO, r::StepRange)
    show(io, r.start)
    print(io, ":")
    show(io, r.step)
    print(io, ":")
    show(io, last(r))
end
