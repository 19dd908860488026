import Base: +, ==, show, isless, iterate, length

Base.:+(a::Vec, b::Vec) = Vec(a.x + b.x)
Base.:(==)(a::Vec, b::Vec) = a.x == b.x
Base.isless(a::Vec, b::Vec) = a.x < b.x
Base.length(v::Vec) = 1

function Base.show(io::IO, v::Vec)
    print(io, "Vec(", v.x, ")")
end

function Base.iterate(r::Countdown, state = r.start)
    state <= 0 && return nothing
    return (state, state - 1)
end

+(a::Vec, s::Number) = Vec(a.x + s)
==(a::Item, b::Item) = a.id == b.id
f = Base.:-
