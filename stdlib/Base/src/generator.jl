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
