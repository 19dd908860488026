# Irrational numbers: π (pi) and ℯ print as their symbols and become Float64 in
# arithmetic.

struct Irrational{sym} <: AbstractIrrational end

const π = Irrational{:π}()
const pi = π
const ℯ = Irrational{:ℯ}()
Float64(::Irrational{:π}) = 3.141592653589793
Float64(::Irrational{:ℯ}) = 2.718281828459045
Float64(::Irrational{:γ}) = 0.5772156649015329
Float64(::Irrational{:φ}) = 1.618033988749895
Float64(::Irrational{:catalan}) = 0.915965594177219
Float32(x::AbstractIrrational) = Float32(Float64(x))
float(x::AbstractIrrational) = Float64(x)

promote_rule(::Type{<:AbstractIrrational}, ::Type{T}) where {T<:Real} = promote_type(Float64, T)
promote_rule(::Type{<:AbstractIrrational}, ::Type{<:AbstractIrrational}) = Float64
convert(::Type{Float64}, x::AbstractIrrational) = Float64(x)

-(x::AbstractIrrational) = -Float64(x)
+(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) + Float64(y)
-(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) - Float64(y)
*(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) * Float64(y)
/(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) / Float64(y)
==(x::AbstractIrrational, y::AbstractIrrational) = x === y
<(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) < Float64(y)
isless(x::AbstractIrrational, y::Real) = isless(Float64(x), y)
isless(x::Real, y::AbstractIrrational) = isless(x, Float64(y))
isless(x::AbstractIrrational, y::AbstractIrrational) = isless(Float64(x), Float64(y))
sqrt(x::AbstractIrrational) = sqrt(Float64(x))
exp(x::AbstractIrrational) = exp(Float64(x))
log(x::Irrational{:ℯ}) = 1.0
sin(x::AbstractIrrational) = sin(Float64(x))
cos(x::AbstractIrrational) = cos(Float64(x))
hash(x::AbstractIrrational, h::UInt64) = hash(Float64(x), h)
round(x::AbstractIrrational) = round(Float64(x))

show(io::IO, ::Irrational{sym}) where {sym} = (write(io, String(sym)); nothing)
print(io::IO, x::Irrational) = show(io, x)
# text/plain: the name and the first digits (`π = 3.1415926535897...`), as Julia.
function show(io::IO, ::MIME"text/plain", x::Irrational{sym}) where {sym}
    if get(io, :compact, false)
        write(io, String(sym))
    else
        s = string(float(x))
        print(io, String(sym), " = ", s[1:min(end, 15)], "...")
    end
    return nothing
end

module MathConstants
import ..Base: π, ℯ, Irrational
const pi = π
const e = ℯ
const γ = Irrational{:γ}()
const eulergamma = γ
const φ = Irrational{:φ}()
const golden = φ
const catalan = Irrational{:catalan}()
export π, pi, ℯ, e, γ, eulergamma, φ, golden, catalan
end
^(::Irrational{:ℯ}, x::Number) = exp(x)
^(::Irrational{:ℯ}, x::Integer) = exp(x)
^(::Irrational{:ℯ}, x::AbstractFloat) = exp(x)
^(::Irrational{:ℯ}, x::Rational) = exp(x)
