# Some(x) wraps a value that may be `nothing`; `something` unwraps the first
# argument that is not nothing.

struct Some{T}
    value::T
end

something() = throw(ArgumentError("No value arguments present"))
something(x::Nothing, y...) = something(y...)
something(x::Some, y...) = x.value
something(x, y...) = x

==(a::Some, b::Some) = a.value == b.value

# A collection of values and nothing has the element type Union{T, Nothing}.
promote_rule(::Type{Nothing}, ::Type{S}) where {S} = Union{S, Nothing}
# Into a Union with Nothing (a field or typed global `::Union{Nothing, T}`): the value
# converted to the other members' type.
convert(::Type{Union{T, Nothing}}, x::Nothing) where {T} = nothing
convert(::Type{Union{T, Nothing}}, x) where {T} = convert(T, x)
convert(::Type{Union{T, Nothing}}, x::Union{T, Nothing}) where {T} = x
