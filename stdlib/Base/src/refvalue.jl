# Ref: a mutable box holding one value (`r[]` reads it, `r[] = x` writes it). In
# broadcasting, Ref(x) makes x a scalar.

abstract type Ref{T} end
mutable struct RefValue{T} <: Ref{T}
    x::T
    RefValue{T}() where {T} = new()
    RefValue{T}(x) where {T} = new(x)
end
RefValue(x::T) where {T} = RefValue{T}(x)
Ref(x) = RefValue(x)
Ref{T}(x) where {T} = RefValue{T}(x)
Ref{T}() where {T} = RefValue{T}()
getindex(r::RefValue) = r.x
setindex!(r::RefValue, x) = (r.x = x; r)
eltype(::Type{<:Ref{T}}) where {T} = T
