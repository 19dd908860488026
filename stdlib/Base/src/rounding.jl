# Rounding modes (`RoundNearest`, `RoundDown` ...) for `round`, `div` and `rem`, as
# Julia's: `round(x, RoundUp)` is `ceil(x)`, `div(a, b, RoundDown)` is `fld(a, b)` and so on.

"""
    RoundingMode{T}

How to round: `RoundNearest` (ties to even), `RoundNearestTiesAway`, `RoundNearestTiesUp`,
`RoundToZero`, `RoundFromZero`, `RoundUp`, `RoundDown`.
"""
struct RoundingMode{T} end
const RoundNearest = RoundingMode{:Nearest}()
const RoundToZero = RoundingMode{:ToZero}()
const RoundUp = RoundingMode{:Up}()
const RoundDown = RoundingMode{:Down}()
const RoundFromZero = RoundingMode{:FromZero}()
const RoundNearestTiesAway = RoundingMode{:NearestTiesAway}()
const RoundNearestTiesUp = RoundingMode{:NearestTiesUp}()

round(x::Real, ::RoundingMode{:Nearest}) = round(x)
round(x::Real, ::RoundingMode{:ToZero}) = trunc(x)
round(x::Real, ::RoundingMode{:Up}) = ceil(x)
round(x::Real, ::RoundingMode{:Down}) = floor(x)
round(x::Real, ::RoundingMode{:FromZero}) = signbit(x) ? floor(x) : ceil(x)
function round(x::Real, ::RoundingMode{:NearestTiesAway})
    y = trunc(x)
    return abs(x - y) >= 0.5 ? y + copysign(one(y), x) : y
end
function round(x::Real, ::RoundingMode{:NearestTiesUp})
    y = floor(x)
    return x - y >= 0.5 ? y + one(y) : y
end
function round(x::Real, r::RoundingMode; digits::Union{Integer, Nothing} = nothing,
               base::Integer = 10)
    digits === nothing && return round(x, r)
    fx = float(x)
    s = Float64(base)^abs(digits)
    y = digits >= 0 ? round(fx * s, r) / s : round(fx / s, r) * s
    return isfinite(y) ? y : fx
end
round(::Type{T}, x::Real, r::RoundingMode) where {T<:Integer} = T(round(x, r))

div(x::Real, y::Real, ::RoundingMode{:ToZero}) = div(x, y)
div(x::Real, y::Real, ::RoundingMode{:Down}) = fld(x, y)
div(x::Real, y::Real, ::RoundingMode{:Up}) = cld(x, y)
div(x::Real, y::Real, ::RoundingMode{:FromZero}) =
    signbit(x) == signbit(y) ? cld(x, y) : fld(x, y)
function div(x::Integer, y::Integer, ::RoundingMode{:Nearest})
    q = fld(x, y)
    r2 = 2 * (x - q * y)     # twice the remainder, of y's sign
    if y > 0 ? r2 > y : r2 < y
        q += one(q)
    elseif r2 == y
        q += isodd(q) ? one(q) : zero(q)
    end
    return q
end
div(x::Real, y::Real, r::RoundingMode) = round(x / y, r)

rem(x::Real, y::Real, ::RoundingMode{:ToZero}) = rem(x, y)
rem(x::Real, y::Real, ::RoundingMode{:Down}) = mod(x, y)
rem(x::Real, y::Real, r::RoundingMode) = x - y * div(x, y, r)

function show(io::IO, ::RoundingMode{T}) where {T}
    print(io, "RoundingMode{")
    show(io, T)
    print(io, "}()")
end
