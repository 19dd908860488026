# Bool is an Integer (Julia manual, "Integers and Floating-Point Numbers"): it
# promotes to any other number type, and `true + true == 2`.

promote_rule(::Type{Bool}, ::Type{T}) where {T<:Number} = T

&(x::Bool, y::Bool) = and_int(x, y)
|(x::Bool, y::Bool) = or_int(x, y)
xor(x::Bool, y::Bool) = x !== y
~(x::Bool) = !x
==(x::Bool, y::Bool) = x === y
<(x::Bool, y::Bool) = y & !x
<=(x::Bool, y::Bool) = y | !x
isless(x::Bool, y::Bool) = y & !x

+(x::Bool) = Int(x)
-(x::Bool) = -Int(x)
+(x::Bool, y::Bool) = Int(x) + Int(y)
-(x::Bool, y::Bool) = Int(x) - Int(y)
*(x::Bool, y::Bool) = x & y
/(x::Bool, y::Bool) = Float64(x) / Float64(y)
div(x::Bool, y::Bool) = y ? x : throw(DivideError())
rem(x::Bool, y::Bool) = y ? false : throw(DivideError())
mod(x::Bool, y::Bool) = rem(x, y)
# `true * x` is x and `false * x` is zero(x), keeping the sign of floats.
*(x::Bool, y::AbstractFloat) = ifelse(x, y, copysign(zero(y), y))
*(y::AbstractFloat, x::Bool) = x * y

signbit(x::Bool) = false
sign(x::Bool) = x
abs(x::Bool) = x
iszero(x::Bool) = !x
isone(x::Bool) = x
zero(::Type{Bool}) = false
one(::Type{Bool}) = true
typemin(::Type{Bool}) = false
typemax(::Type{Bool}) = true

function Bool(x::Integer)
    x == 0 && return false
    x == 1 && return true
    throw(InexactError(:Bool, Bool, x))
end
Bool(x::Bool) = x
function Bool(x::AbstractFloat)
    x == 0 && return false
    x == 1 && return true
    throw(InexactError(:Bool, Bool, x))
end
