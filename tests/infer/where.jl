# `where` parameters: a static parameter determined by the arguments is a
# constant in the body.
eltype_of(v::Vector{T}) where {T} = T
same(x::T, y::T) where {T <: Number} = x + y
first_of(v::Vector{T}) where {T} = v[1]

eltype_of([1, 2])
same(1, 2)
same(1.5, 2.5)
first_of([1.0, 2.0])
