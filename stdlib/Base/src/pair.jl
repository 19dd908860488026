# Pair: `a => b` (Julia manual, "Pairs"). The default constructors convert to the
# type parameters; `Pair(a, b)` takes the types of its arguments.

struct Pair{A, B}
    first::A
    second::B
end

=>(a, b) = Pair(a, b)

first(p::Pair) = p.first
last(p::Pair) = p.second
length(p::Pair) = 2
eltype(::Type{Pair{A, B}}) where {A, B} = Union{A, B}
getindex(p::Pair, i::Int) = getfield(p, i)
iterate(p::Pair, i::Int = 1) = i > 2 ? nothing : (getfield(p, i), i + 1)
indexed_iterate(p::Pair, i::Int, state = 1) = (getfield(p, i), i + 1)
reverse(p::Pair) = Pair(p.second, p.first)

==(p::Pair, q::Pair) = (p.first == q.first) & (p.second == q.second)
isequal(p::Pair, q::Pair) = isequal(p.first, q.first) & isequal(p.second, q.second)
isless(p::Pair, q::Pair) = ifelse(!isequal(p.first, q.first), isless(p.first, q.first),
                                  isless(p.second, q.second))

convert(::Type{Pair{A, B}}, p::Pair{A, B}) where {A, B} = p
convert(::Type{Pair{A, B}}, p::Pair) where {A, B} = Pair{A, B}(p.first, p.second)
