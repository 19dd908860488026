# Ranges (Julia manual, "Ranges"): `a:b` is a UnitRange, `a:s:b` a StepRange whose
# stop is normalized to the last element, float ranges are StepRangeLen computed
# from exact rationals when the endpoints have short decimal forms, and OneTo(n)
# is 1:n as `eachindex` returns it.

# The layout of UnitRange is fixed: the interpreter iterates UnitRange{Int64} inline.
struct UnitRange{T<:Real} <: AbstractUnitRange{T}
    start::T
    stop::T
    function UnitRange{T}(start, stop) where {T<:Real}
        a = convert(T, start)
        return new(a, _unitrange_last(a, convert(T, stop)))
    end
end
UnitRange(start::T, stop::T) where {T<:Real} = UnitRange{T}(start, stop)
UnitRange(start::Real, stop::Real) = UnitRange(promote(start, stop)...)
_unitrange_last(start::Int64, stop::Int64) = stop >= start ? stop : start - 1
_unitrange_last(start::Integer, stop::Integer) = stop >= start ? stop : start - oneunit(start)
_unitrange_last(start, stop) =
    stop >= start ? convert(typeof(stop), start + floor(stop - start)) : start - oneunit(start)

struct OneTo{T<:Integer} <: AbstractUnitRange{T}
    stop::T
    OneTo{T}(stop) where {T<:Integer} = new(max(zero(T), stop))
end
OneTo(stop::T) where {T<:Integer} = OneTo{T}(stop)

# The index range a `:` stands for in a view (Julia's Base.Slice): the axis itself.
struct Slice{T<:AbstractUnitRange} <: AbstractUnitRange{Int}
    indices::T
end

struct StepRange{T, S} <: OrdinalRange{T, S}
    start::T
    step::S
    stop::T
    function StepRange{T, S}(start, step, stop) where {T, S}
        return new(start, step, _steprange_last(start, step, stop))
    end
end
StepRange(start::T, step::S, stop::T) where {T, S} = StepRange{T, S}(start, step, stop)

# The last element of start:step:stop (start - step when the range is empty).
function _steprange_last(start, step, stop)
    z = zero(step)
    step == z && throw(ArgumentError("step cannot be zero"))
    stop == start && return stop
    if (step > z) != (stop > start)
        return start - step
    end
    absdiff, absstep = stop > start ? (stop - start, step) : (start - stop, -step)
    # A difference that overflowed a signed type is taken as unsigned
    # (typemin(Int):2:typemax(Int) ends at typemax(Int) - 1).
    remain = absdiff isa Signed && absdiff < zero(absdiff) ?
        convert(typeof(absdiff), unsigned(absdiff) % absstep) : rem(absdiff, absstep)
    return stop > start ? stop - remain : stop + remain
end

# Elements (a + (i-1)*b) / d, with a, b, d exact integers held in Float64 when the
# range came from short decimals; else d == 1 and a, b are the start and step.
struct StepRangeLen{T, R, S, L} <: AbstractRange{T}
    ref::R
    step::S
    len::L
    offset::L
    StepRangeLen{T, R, S, L}(ref, step, len, offset) where {T, R, S, L} = new(ref, step, len, offset)
end
_frange_den(r::StepRangeLen) = Float64(r.offset)
# Julia keeps a float range's reference and step as TwicePrecision (a value and its
# rounding error); Kiln's exact-numerator scheme needs only the `hi` part, but the
# range's type is spelled as Julia's (it shows in typeof and in error messages).
struct TwicePrecision{T}
    hi::T
    lo::T
end
const _FRange = StepRangeLen{Float64, TwicePrecision{Float64}, TwicePrecision{Float64}, Int}
_frange(ref::Float64, step::Float64, len::Int, den::Int) =
    _FRange(TwicePrecision{Float64}(ref, 0.0), TwicePrecision{Float64}(step, 0.0), len, den)

# ---- Construction: `:` and range ----
(:)(start::T, stop::T) where {T<:Integer} = UnitRange{T}(start, stop)
(:)(start::T, stop::T) where {T<:AbstractFloat} = _floatrange(Float64(start), 1.0, Float64(stop))
(:)(start::T, stop::T) where {T<:Real} = UnitRange{T}(start, stop)
(:)(start::Real, stop::Real) = (:)(promote(start, stop)...)
(:)(start::Integer, stop::AbstractFloat) = (:)(Float64(start), 1.0, stop)
(:)(start::AbstractFloat, stop::Real) = (:)(Float64(start), 1.0, Float64(stop))
(:)(start::Char, stop::Char) = StepRange(start, 1, stop)
(:)(start::T, step::Integer, stop::T) where {T<:Integer} =
    StepRange{T, T}(start, convert(T, step), stop)
(:)(start::Char, step::Integer, stop::Char) = StepRange{Char, Int}(start, Int(step), stop)
function (:)(start::Real, step::Real, stop::Real)
    if start isa AbstractFloat || step isa AbstractFloat || stop isa AbstractFloat
        return _floatrange(Float64(start), Float64(step), Float64(stop))
    end
    p = promote(start, step, stop)
    return (:)(p...)
end

# A rational n/d equal to x, from its continued fraction; (x, 1) when there is none
# with small terms (Julia's `rat`).
function _rat(x::Float64)
    y = x
    a = 1
    d = 1
    b = 0
    c = 0
    m = 16777216
    while abs(y) <= m
        f = trunc(Int, y)
        y -= f
        a, c = f * a + c, a
        b, d = f * b + d, b
        max(abs(a), abs(b)) <= m || return (c, d)
        Float64(a) / Float64(b) == x && break
        y = inv(y)
    end
    return (a, b)
end

function _floatrange(start::Float64, step::Float64, stop::Float64)
    step == 0 && throw(ArgumentError("range step cannot be zero"))
    step_n, step_d = _rat(step)
    start_n, start_d = _rat(start)
    stop_n, stop_d = _rat(stop)
    if step_d != 0 && start_d != 0 && stop_d != 0 && step_n / step_d == step &&
            start_n / start_d == start && stop_n / stop_d == stop
        den = lcm(start_d, step_d)
        m = 9007199254740992.0
        if den != 0 && abs(start * den) <= m && abs(step * den) <= m
            sn = round(Int, start * den)
            tn = round(Int, step * den)
            len = max(0, div(den * stop_n - stop_d * sn + tn * stop_d, tn * stop_d))
            return _frange(Float64(sn), Float64(tn), len, den)
        end
    end
    lf = (stop - start) / step
    if lf < 0
        len = 0
    elseif lf == 0
        len = 1
    else
        len = round(Int, lf) + 1
        last = start + (len - 1) * step
        if (start < stop < last) || (start > stop > last)
            len -= 1
        end
    end
    return _frange(start, step, len, 1)
end

# len values from start by step, exact when both are short fractions (Julia's
# range_start_step_length for floats).
function _frange_start_step_len(start::Float64, step::Float64, len::Int)
    start_n, start_d = _rat(start)
    step_n, step_d = _rat(step)
    if start_d != 0 && step_d != 0 && start_n / start_d == start && step_n / step_d == step
        den = lcm(start_d, step_d)
        m = 9007199254740992.0
        if abs(start * den) <= m && abs(step * den) <= m
            return _frange(Float64(round(Int, start * den)), Float64(round(Int, step * den)), len, den)
        end
    end
    return _frange(start, step, len, 1)
end

# range(start, stop; length, step) and range(start; stop, length, step)
function range(start; stop = nothing, length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
function range(start, stop; length = nothing, step = nothing)
    return _range(start, step, stop, length)
end
function _range(start, step, stop, len)
    if len === nothing
        stop === nothing && throw(ArgumentError("range: at least two of start, stop, length, step are needed"))
        return step === nothing ? (start:stop) : (start:step:stop)
    end
    if step === nothing
        stop === nothing && return start:(start + len - 1)
        # A start, a stop and a length: a float range, also for integers (Julia ≥ 1.7).
        return _linrange(Float64(start), Float64(stop), Int(len))
    end
    if (start isa AbstractFloat || step isa AbstractFloat) && start isa Real && step isa Real
        return _frange_start_step_len(Float64(start), Float64(step), Int(len))
    end
    return start:step:(start + (len - 1) * step)
end
# len evenly spaced values from start to stop, exact for short decimals.
function _linrange(start::Float64, stop::Float64, len::Int)
    len < 0 && throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len,
        "): negative length")))
    len == 1 && return _frange(start, 0.0, 1, 1)
    start_n, start_d = _rat(start)
    stop_n, stop_d = _rat(stop)
    if start_d != 0 && stop_d != 0 && start_n / start_d == start && stop_n / stop_d == stop
        den = lcm(start_d, stop_d)
        a = start_n * div(den, start_d)
        b = stop_n * div(den, stop_d)
        n = len - 1
        return _frange(Float64(a * n), Float64(b - a), len, den * n)
    end
    return _frange(start, (stop - start) / (len - 1), len, 1)
end

# ---- Properties ----
first(r::UnitRange) = r.start
last(r::UnitRange) = r.stop
step(r::AbstractUnitRange{T}) where {T} = oneunit(T)
first(r::OneTo{T}) where {T} = oneunit(T)
last(r::OneTo) = r.stop
first(r::StepRange) = r.start
last(r::StepRange) = r.stop
step(r::StepRange) = r.step
first(r::StepRangeLen) = _frange_elt(r, 1)
last(r::StepRangeLen) = _frange_elt(r, r.len)
step(r::StepRangeLen) = r.step.hi / _frange_den(r)
_frange_elt(r::StepRangeLen, i::Int) = (r.ref.hi + (i - 1) * r.step.hi) / _frange_den(r)

length(r::UnitRange{Int64}) = r.stop - r.start + 1
length(r::AbstractUnitRange) = Int(last(r) - first(r)) + 1
length(r::OneTo) = Int(r.stop)
first(r::Slice) = first(r.indices)
last(r::Slice) = last(r.indices)
length(r::Slice) = length(r.indices)
isempty(r::Slice) = isempty(r.indices)
iterate(r::Slice) = iterate(r.indices)
iterate(r::Slice, i) = iterate(r.indices, i)
getindex(r::Slice, i::Integer) = r.indices[i]
length(r::StepRange) = Int(div(r.stop - r.start, r.step)) + 1
length(r::StepRangeLen) = r.len
isempty(r::UnitRange) = r.start > r.stop
isempty(r::OneTo) = r.stop == 0
isempty(r::StepRange) = (r.start != r.stop) & ((r.step > zero(r.step)) != (r.stop > r.start))
isempty(r::StepRangeLen) = r.len == 0
size(r::AbstractRange) = (length(r),)
firstindex(r::AbstractRange) = 1
lastindex(r::AbstractRange) = length(r)
eltype(::Type{<:AbstractRange{T}}) where {T} = T
eltype(::Type{StepRange{T, S}}) where {T, S} = T
minimum(r::AbstractUnitRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : first(r)
maximum(r::AbstractUnitRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : last(r)
minimum(r::AbstractRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : min(first(r), last(r))
maximum(r::AbstractRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : max(first(r), last(r))
extrema(r::AbstractRange) = (minimum(r), maximum(r))

# ---- Iteration: the state is the last element returned ----
function iterate(r::UnitRange)
    r.start > r.stop && return nothing
    return (r.start, r.start)
end
iterate(r::UnitRange, i) = i == r.stop ? nothing : (i + oneunit(i), i + oneunit(i))
iterate(r::OneTo{Int64}) = r.stop < 1 ? nothing : (1, 1)
iterate(r::OneTo{Int64}, i::Int64) = i == r.stop ? nothing : (i + 1, i + 1)
iterate(r::OneTo) = r.stop < 1 ? nothing : (oneunit(r.stop), oneunit(r.stop))
iterate(r::OneTo, i) = i == r.stop ? nothing : (i + oneunit(i), i + oneunit(i))
function iterate(r::StepRange)
    isempty(r) && return nothing
    return (r.start, r.start)
end
function iterate(r::StepRange{T}, i) where {T}
    i == r.stop && return nothing
    n = convert(T, i + r.step)
    return (n, n)
end
iterate(r::StepRangeLen, i::Int = 1) = i > r.len ? nothing : (_frange_elt(r, i), i + 1)

# ---- Indexing ----
function getindex(r::UnitRange, i::Integer)
    (1 <= i <= length(r)) || throw_boundserror(r, (i,))
    return r.start + (i - 1)
end
function getindex(r::OneTo, i::Integer)
    (1 <= i <= r.stop) || throw_boundserror(r, (i,))
    return convert(typeof(r.stop), i)
end
function getindex(r::StepRange, i::Integer)
    (1 <= i <= length(r)) || throw_boundserror(r, (i,))
    return r.start + (i - 1) * r.step
end
function getindex(r::StepRangeLen, i::Integer)
    (1 <= i <= r.len) || throw_boundserror(r, (i,))
    return _frange_elt(r, Int(i))
end
function getindex(r::AbstractUnitRange, s::AbstractUnitRange{<:Integer})
    isempty(s) && return r[1]:r[1]-1 # keeps the element type
    (1 <= first(s) && last(s) <= length(r)) || throw_boundserror(r, (s,))
    return r[first(s)]:r[last(s)]
end
function getindex(r::OrdinalRange, s::OrdinalRange{<:Integer})
    isempty(s) && return first(r):step(r):first(r)-step(r)
    (1 <= minimum(s) && maximum(s) <= length(r)) || throw_boundserror(r, (s,))
    return r[first(s)]:(step(r) * step(s)):r[last(s)]
end

# ---- Membership, comparison, reversal ----
in(x::Integer, r::AbstractUnitRange{<:Integer}) = first(r) <= x <= last(r)
in(x::Real, r::AbstractUnitRange{<:Integer}) = isinteger(x) && first(r) <= x <= last(r)
function in(x, r::StepRange)
    isempty(r) && return false
    lo = min(first(r), last(r))
    hi = max(first(r), last(r))
    return lo <= x <= hi && rem(x - first(r), step(r)) == 0
end
==(r::AbstractUnitRange, s::AbstractUnitRange) =
    (isempty(r) && isempty(s)) || (first(r) == first(s) && last(r) == last(s))
==(r::OrdinalRange, s::OrdinalRange) = (isempty(r) && isempty(s)) ||
    (first(r) == first(s) && step(r) == step(s) && last(r) == last(s))
reverse(r::OrdinalRange) = last(r):-step(r):first(r)
reverse(r::StepRangeLen) = _floatrange(last(r), -step(r), first(r))

# ---- LinRange: len points from start to stop, each interpolated as Julia's lerpi ----
struct LinRange{T, L<:Integer} <: AbstractRange{T}
    start::T
    stop::T
    len::L
    lendiv::L
    function LinRange{T, L}(start, stop, len) where {T, L<:Integer}
        len >= 0 || throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len,
                                               "): negative length")))
        onelen = oneunit(L)
        if len == onelen && start != stop
            throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len,
                                       "): endpoints differ")))
        end
        return new(T(start), T(stop), L(len), max(L(len) - onelen, onelen))
    end
end
function LinRange(start, stop, len::Integer)
    T = typeof((stop - start) / oneunit(len))
    return LinRange{T, typeof(len)}(start, stop, len)
end
LinRange{T}(start, stop, len::Integer) where {T} = LinRange{T, typeof(len)}(start, stop, len)
length(r::LinRange) = Int(r.len)
isempty(r::LinRange) = r.len == 0
first(r::LinRange) = r.start
last(r::LinRange) = r.stop
step(r::LinRange) = (r.stop - r.start) / r.lendiv
function _lerpi(j::Integer, d::Integer, a::T, b::T) where {T}
    t = j / d
    return T((1 - t) * a + t * b)
end
function getindex(r::LinRange, i::Integer)
    (1 <= i <= r.len) || throw_boundserror(r, (i,))
    return _lerpi(i - 1, r.lendiv, r.start, r.stop)
end
iterate(r::LinRange, i::Int = 1) = i > r.len ? nothing : (r[i], i + 1)
reverse(r::LinRange) = LinRange{eltype(r), typeof(r.len)}(r.stop, r.start, r.len)

sum(r::AbstractUnitRange{<:Integer}) = isempty(r) ? 0 : div((first(r) + last(r)) * length(r), 2)
copy(r::AbstractRange) = r
collect(r::AbstractRange{T}) where {T} = _collect_range(Vector{T}(undef, length(r)), r)
# A range of more elements than its integer type counts (typemin(Int):typemax(Int),
# whose length wraps to 0) is refused with checked_length's OverflowError, where
# Julia's collect would write past the vector it made of the wrapped length.
collect(r::OrdinalRange{T}) where {T<:Integer} = _collect_range(Vector{T}(undef, checked_length(r)), r)

# The length of r, with an OverflowError where `length` wraps around (Julia's
# Base.checked_length).
checked_length(r) = length(r)
function checked_length(r::OrdinalRange{T}) where {T<:Union{Int64, UInt64}}
    s = step(r)
    isempty(r) && return zero(T)
    stop, start = last(r), first(r)
    if s > 1
        a = convert(T, div(unsigned(stop - start), s))
    elseif s < -1
        a = convert(T, div(unsigned(start - stop), -s))
    elseif s > 0
        a = div(checked_sub(stop, start), s)
    else
        a = div(checked_sub(start, stop), -s)
    end
    return checked_add(convert(T, a), oneunit(T))
end
# Unit ranges of Int64 (every `collect(a:b)`) in plain comparisons and
# subtraction, which native code compiles, with the same errors.
function checked_length(r::AbstractUnitRange{Int64})
    start, stop = first(r), last(r)
    stop < start && return 0
    d = stop - start
    d < 0 && _overflow_binop(:-, stop, start)
    d == typemax(Int64) && _overflow_binop(:+, d, 1)
    return d + 1
end
function _collect_range(v, r)
    i = 1
    for x in r
        v[i] = x
        i += 1
    end
    return v
end

-(r::OrdinalRange) = -first(r):-step(r):-last(r)
+(r::AbstractUnitRange{<:Integer}, x::Integer) = (first(r) + x):(last(r) + x)
+(x::Integer, r::AbstractUnitRange{<:Integer}) = r + x
-(r::AbstractUnitRange{<:Integer}, x::Integer) = (first(r) - x):(last(r) - x)
*(x::Real, r::OrdinalRange) = (x * first(r)):(x * step(r)):(x * last(r))
*(r::OrdinalRange, x::Real) = x * r
