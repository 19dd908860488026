# where clauses bind static parameters, visible in the body as values
# (Julia manual, "Parametric Methods").
same(x::T, y::T) where {T} = true
eltype_of(::Vector{T}) where T <: Real = T
function fill_like(v::AbstractVector{T}, x) where T
    r = Vector{T}(undef, length(v))
    fill!(r, convert(T, x))
end
convert_to(::Type{T}, x) where {T} = T(x)
nested(x::Dict{K, V}) where V where K = (K, V)
anyreal(xs::Vector{<:Real}) = sum(xs)
