# `where` and `<:T` wildcards as expressions build UnionAll types with
# Core.TypeVar and Core.UnionAll (Julia manual, "UnionAll Types").
V = Vector{T} where T
P = Pair{A, B} where {A <: Number, B}
isint = x isa AbstractVector{<:Integer}
R = Vector{<:Real}
