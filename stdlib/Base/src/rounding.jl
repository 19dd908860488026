# Rounding modes: round(x, RoundDown), round(Int, x, RoundUp), round(x, RoundToZero;
# digits = 2), div(x, y, RoundNearest), rem(x, y, RoundDown).

struct RoundingMode{T} end
const RoundNearest = RoundingMode{:Nearest}()
const RoundToZero = RoundingMode{:ToZero}()
const RoundUp = RoundingMode{:Up}()
const RoundDown = RoundingMode{:Down}()
const RoundFromZero = RoundingMode{:FromZero}()
const RoundNearestTiesAway = RoundingMode{:NearestTiesAway}()
const RoundNearestTiesUp = RoundingMode{:NearestTiesUp}()

_round_mode(x, ::RoundingMode{:Nearest}) = round(x)
_round_mode(x, ::RoundingMode{:ToZero}) = trunc(x)
_round_mode(x, ::RoundingMode{:Up}) = ceil(x)
_round_mode(x, ::RoundingMode{:Down}) = floor(x)
_round_mode(x, ::RoundingMode{:FromZero}) = signbit(x) ? floor(x) : ceil(x)
function _round_mode(x, ::RoundingMode{:NearestTiesAway})
    t = trunc(x)
    return abs(x - t) >= 0.5 ? t + (signbit(x) ? -1 : 1) : t
end
function _round_mode(x, ::RoundingMode{:NearestTiesUp})
    f = floor(x)
    return x - f >= 0.5 ? f + 1 : f
end

round(x::Integer, ::RoundingMode) = x
function round(x::Real, r::RoundingMode; digits::Union{Integer, Nothing} = nothing,
               sigdigits::Union{Integer, Nothing} = nothing, base::Integer = 10)
    digits === nothing && sigdigits === nothing && return _round_mode(x, r)
    if sigdigits !== nothing
        digits === nothing || throw(ArgumentError("`round` cannot use both `digits` and `sigdigits` arguments."))
        iszero(x) && return float(x)
        digits = sigdigits - (1 + floor(Int, log(base, abs(float(x)))))
    end
    fx = float(x)
    if digits >= 0
        s = Float64(base)^digits
        y = _round_mode(fx * s, r) / s
    else
        s = Float64(base)^(-digits)
        y = _round_mode(fx / s, r) * s
    end
    return isfinite(y) ? y : fx
end
round(::Type{T}, x::Real, r::RoundingMode) where {T<:Integer} = trunc(T, _round_mode(x, r))
round(::Type{T}, x::Integer, r::RoundingMode) where {T<:Integer} = convert(T, x)

div(x::Real, y::Real, r::RoundingMode) = _div_mode(x, y, r)
rem(x::Real, y::Real, r::RoundingMode) = _rem_mode(x, y, r)
_div_mode(x::Integer, y::Integer, ::RoundingMode{:ToZero}) = div(x, y)
_div_mode(x::Integer, y::Integer, ::RoundingMode{:Down}) = fld(x, y)
_div_mode(x::Integer, y::Integer, ::RoundingMode{:Up}) = cld(x, y)
function _div_mode(x::Integer, y::Integer, r::RoundingMode)
    q, m = divrem(x, y)
    twice = 2 * abs(m)
    ay = abs(y)
    away = twice > ay || (twice == ay && (r === RoundNearest ? isodd(q) :
                                        r === RoundNearestTiesUp ? (x < 0) == (y < 0) : true))
    r === RoundFromZero && (away = m != 0)
    return away ? q + ((x < 0) == (y < 0) ? 1 : -1) : q
end
_div_mode(x::Real, y::Real, r::RoundingMode) = _round_mode(x / y, r)
_rem_mode(x::Real, y::Real, ::RoundingMode{:ToZero}) = rem(x, y)
_rem_mode(x::Real, y::Real, ::RoundingMode{:Down}) = mod(x, y)
_rem_mode(x::Real, y::Real, ::RoundingMode{:Up}) = mod(x, -y)
const _OtherModes = Union{RoundingMode{:NearestTiesAway}, RoundingMode{:NearestTiesUp},
                          RoundingMode{:FromZero}}
_rem_mode(x::Integer, y::Integer, r::_OtherModes) = x - y * _div_mode(x, y, r)
_rem_mode(x::Integer, y::Integer, r::RoundingMode{:Nearest}) = x - y * _div_mode(x, y, r)
function _rem_mode(x::Real, y::Real, ::RoundingMode{:Nearest})
    m = rem(x, y)
    h = abs(y) / 2
    if abs(m) > h || (abs(m) == h && rem(div(x - m, y), 2) != 0)
        m -= copysign(abs(y), m)
    end
    return m
end
show(io::IO, ::RoundingMode{T}) where {T} = print(io, "RoundingMode{", repr(T), "}()")
