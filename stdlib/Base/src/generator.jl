# Generator: `(f(x) for x in iter)` lowers to `Generator(x -> f(x), iter)`.

struct Generator{I, F}
    f::F
    iter::I
end
Generator(f, iter) = Generator{typeof(iter), typeof(f)}(f, iter)

function iterate(g::Generator, state...)
    y = iterate(g.iter, state...)
    y === nothing && return nothing
    return (g.f(getfield(y, 1)), getfield(y, 2))
end
length(g::Generator) = length(g.iter)
size(g::Generator) = size(g.iter)
axes(g::Generator) = axes(g.iter)
ndims(g::Generator) = ndims(g.iter)
IteratorSize(::Type{Generator{I, F}}) where {I, F} = IteratorSize(I)
IteratorEltype(::Type{<:Generator}) = EltypeUnknown()
keys(g::Generator) = keys(g.iter)
# (index, value) pairs of a generator: its iterator's keys with the mapped values
# (findmax and argmax over generators).
pairs(g::Generator) = zip(keys(g.iter), g)

# ---- What a call returns, as inference says (Core.Compiler.return_type) ----
# Julia asks inference for the element type of a result it cannot see an
# element of (an empty comprehension, `map` or broadcast over empty arrays);
# Kiln's inference answers through the builtin `Core.return_type_of`, Any when
# it cannot tell.
_return_type(f, ::Type{T}) where {T <: Tuple} = Core.return_type_of(f, T)
promote_op(f, S::Type...) = _return_type(f, Tuple{S...})

# A Union widened as collecting its values would widen it (promote_typejoin).
function promote_typejoin_union(::Type{T}) where {T}
    T === Union{} && return Union{}
    T isa UnionAll && return Any
    T isa Union && return promote_typejoin(promote_typejoin_union(T.a), promote_typejoin_union(T.b))
    return T
end

# The element type Julia's `@default_eltype` gives an iterator whose values'
# type is not known ahead: for a generator, what its function returns given
# an element of its iterator.
_default_eltype(itr) = Any
function _default_eltype(g::Generator)
    g.f isa Type && return promote_typejoin_union(g.f)
    return promote_typejoin_union(_return_type(g.f, Tuple{eltype(g.iter)}))
end
