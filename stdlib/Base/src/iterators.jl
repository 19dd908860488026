# The iteration protocol's traits, and the lazy iterators of Base.Iterators
# (enumerate, zip, filter, flatten, product, take, drop, rest, ...). Lowering calls
# Iterators.filter, flatten and product for comprehensions.

# What `collect` and friends may ask an iterator: does it know its length (or
# shape), and its element type?
abstract type IteratorSize end
struct SizeUnknown <: IteratorSize end
struct HasLength <: IteratorSize end
struct HasShape{N} <: IteratorSize end
struct IsInfinite <: IteratorSize end
IteratorSize(x) = IteratorSize(typeof(x))
IteratorSize(::Type) = HasLength()
IteratorSize(::Type{<:AbstractArray{T, N}}) where {T, N} = HasShape{N}()

abstract type IteratorEltype end
struct EltypeUnknown <: IteratorEltype end
struct HasEltype <: IteratorEltype end
IteratorEltype(x) = IteratorEltype(typeof(x))
IteratorEltype(::Type) = HasEltype()

haslength(x) = _haslength(IteratorSize(x))
_haslength(::HasLength) = true
_haslength(::HasShape) = true
_haslength(::IteratorSize) = false

module Iterators

import ..Base
import ..Base: iterate, length, size, eltype, IteratorSize, IteratorEltype
using ..Base: HasLength, HasShape, SizeUnknown, IsInfinite, HasEltype, EltypeUnknown
using ..Base

# (enumerate and zip are Base's names too: Base binds them, so one exported name.)
export rest, countfrom, take, drop, takewhile, dropwhile, cycle, repeated,
    product, flatten, flatmap, partition

# ---- enumerate ----
struct Enumerate{I}
    itr::I
end
"""
    enumerate(iter)

Yields `(i, x)`: a counter from 1 and each value of `iter`.
"""
enumerate(itr) = Enumerate(itr)
length(e::Enumerate) = length(e.itr)
size(e::Enumerate) = size(e.itr)
IteratorSize(::Type{Enumerate{I}}) where {I} = IteratorSize(I)
IteratorEltype(::Type{Enumerate{I}}) where {I} = IteratorEltype(I)
eltype(::Type{Enumerate{I}}) where {I} = Tuple{Int, eltype(I)}
function iterate(e::Enumerate)
    y = iterate(e.itr)
    y === nothing && return nothing
    return ((1, getfield(y, 1)), (2, getfield(y, 2)))
end
# State: (next counter, state of the wrapped iterator).
function iterate(e::Enumerate, state)
    n = getfield(state, 1)
    y = iterate(e.itr, getfield(state, 2))
    y === nothing && return nothing
    return ((n, getfield(y, 1)), (n + 1, getfield(y, 2)))
end

# ---- zip ----
struct Zip{Is<:Tuple}
    is::Is
end
"""
    zip(iters...)

Yields tuples of the i-th values of each iterator; stops at the shortest.
"""
zip(its...) = Zip(its)
function length(z::Zip)
    n = length(z.is[1])
    for it in z.is
        n = min(n, length(it))
    end
    return n
end
size(z::Zip) = (length(z),)
function IteratorSize(::Type{Zip{Is}}) where {Is}
    for i in 1:Base.fieldcount(Is)
        s = IteratorSize(Base.fieldtype(Is, i))
        (s isa HasLength || s isa HasShape) || return SizeUnknown()
    end
    return HasLength()
end
IteratorEltype(::Type{Zip{Is}}) where {Is} = EltypeUnknown()
eltype(::Type{Zip{Is}}) where {Is} = Tuple{[eltype(Base.fieldtype(Is, i)) for i in 1:Base.fieldcount(Is)]...}
# Two iterators (the common case) without the general bookkeeping.
function _zip2(z::Zip, a, b)
    a === nothing && return nothing
    b === nothing && return nothing
    return ((getfield(a, 1), getfield(b, 1)), (getfield(a, 2), getfield(b, 2)))
end
function iterate(z::Zip)
    n = length(z.is)
    n == 2 && return _zip2(z, iterate(z.is[1]), iterate(z.is[2]))
    n == 0 && return nothing
    vals = Vector{Any}(undef, n)
    states = Vector{Any}(undef, n)
    for i in 1:n
        y = iterate(z.is[i])
        y === nothing && return nothing
        vals[i] = getfield(y, 1)
        states[i] = getfield(y, 2)
    end
    return (Base._totuple(vals), Base._totuple(states))
end
function iterate(z::Zip, states::Tuple)
    n = length(z.is)
    if n == 2
        a = iterate(z.is[1], getfield(states, 1))
        a === nothing && return nothing
        return _zip2(z, a, iterate(z.is[2], getfield(states, 2)))
    end
    vals = Vector{Any}(undef, n)
    next = Vector{Any}(undef, n)
    for i in 1:n
        y = iterate(z.is[i], states[i])
        y === nothing && return nothing
        vals[i] = getfield(y, 1)
        next[i] = getfield(y, 2)
    end
    return (Base._totuple(vals), Base._totuple(next))
end

# ---- filter ----
struct Filter{F, I}
    flt::F
    itr::I
end
"""
    Iterators.filter(f, iter)

The values of `iter` for which `f` is true, computed lazily.
"""
filter(flt, itr) = Filter(flt, itr)
IteratorSize(::Type{<:Filter}) = SizeUnknown()
IteratorEltype(::Type{Filter{F, I}}) where {F, I} = IteratorEltype(I)
eltype(::Type{Filter{F, I}}) where {F, I} = eltype(I)
function iterate(f::Filter, state...)
    y = iterate(f.itr, state...)
    while y !== nothing
        v = getfield(y, 1)
        f.flt(v) && return y
        y = iterate(f.itr, getfield(y, 2))
    end
    return nothing
end

# ---- flatten ----
struct Flatten{I}
    it::I
end
"""
    Iterators.flatten(iter)

The values of each iterator that `iter` yields, in order.
"""
flatten(itr) = Flatten(itr)
IteratorSize(::Type{<:Flatten}) = SizeUnknown()
IteratorEltype(::Type{<:Flatten}) = EltypeUnknown()
# State: (outer state, inner iterator, inner state), or nothing before the first.
function iterate(f::Flatten, state = nothing)
    if state === nothing
        outer = iterate(f.it)
        outer === nothing && return nothing
        inner = getfield(outer, 1)
        ostate = getfield(outer, 2)
        y = iterate(inner)
    else
        ostate = getfield(state, 1)
        inner = getfield(state, 2)
        y = iterate(inner, getfield(state, 3))
    end
    while y === nothing
        outer = iterate(f.it, ostate)
        outer === nothing && return nothing
        inner = getfield(outer, 1)
        ostate = getfield(outer, 2)
        y = iterate(inner)
    end
    return (getfield(y, 1), (ostate, inner, getfield(y, 2)))
end

# ---- product (the first iterator varies fastest) ----
struct ProductIterator{T<:Tuple}
    iterators::T
end
"""
    Iterators.product(iters...)

Tuples of every combination of values; the first iterator varies fastest.
"""
product(iters...) = ProductIterator(iters)
IteratorSize(::Type{ProductIterator{T}}) where {T} = HasShape{Base.fieldcount(T)}()
IteratorEltype(::Type{<:ProductIterator}) = EltypeUnknown()
size(p::ProductIterator) = Base._totuple([length(it) for it in p.iterators])
length(p::ProductIterator) = Base.prod(size(p))
function iterate(p::ProductIterator)
    n = length(p.iterators)
    vals = Vector{Any}(undef, n)
    states = Vector{Any}(undef, n)
    for i in 1:n
        y = iterate(p.iterators[i])
        y === nothing && return nothing
        vals[i] = getfield(y, 1)
        states[i] = getfield(y, 2)
    end
    return (Base._totuple(vals), (vals, states))
end
function iterate(p::ProductIterator, state)
    vals = copy(getfield(state, 1))
    states = copy(getfield(state, 2))
    n = length(p.iterators)
    for i in 1:n
        y = iterate(p.iterators[i], states[i])
        if y !== nothing
            vals[i] = getfield(y, 1)
            states[i] = getfield(y, 2)
            return (Base._totuple(vals), (vals, states))
        end
        # Restart this iterator and advance the next one.
        y = iterate(p.iterators[i])
        vals[i] = getfield(y, 1)
        states[i] = getfield(y, 2)
    end
    return nothing
end

# ---- take, drop, rest, countfrom, repeated, cycle, reverse ----
struct Take{I}
    xs::I
    n::Int
end
take(xs, n::Integer) = Take(xs, Int(n))
IteratorSize(::Type{<:Take}) = SizeUnknown()
eltype(::Type{Take{I}}) where {I} = eltype(I)
function iterate(t::Take)
    t.n <= 0 && return nothing
    y = iterate(t.xs)
    y === nothing && return nothing
    return (getfield(y, 1), (t.n - 1, getfield(y, 2)))
end
# State: (values still to take, state of the wrapped iterator).
function iterate(t::Take, state)
    n = getfield(state, 1)
    n <= 0 && return nothing
    y = iterate(t.xs, getfield(state, 2))
    y === nothing && return nothing
    return (getfield(y, 1), (n - 1, getfield(y, 2)))
end

struct Drop{I}
    xs::I
    n::Int
end
drop(xs, n::Integer) = Drop(xs, Int(n))
IteratorSize(::Type{<:Drop}) = SizeUnknown()
eltype(::Type{Drop{I}}) where {I} = eltype(I)
function iterate(d::Drop)
    y = iterate(d.xs)
    for _ in 1:d.n
        y === nothing && return nothing
        y = iterate(d.xs, getfield(y, 2))
    end
    return y
end
iterate(d::Drop, state) = iterate(d.xs, state)

struct Rest{I, S}
    itr::I
    st::S
end
rest(itr, state) = Rest(itr, state)
rest(itr) = itr
IteratorSize(::Type{<:Rest}) = SizeUnknown()
eltype(::Type{Rest{I, S}}) where {I, S} = eltype(I)
IteratorEltype(::Type{Rest{I, S}}) where {I, S} = IteratorEltype(I)
iterate(r::Rest, st = r.st) = iterate(r.itr, st)

struct Count{T}
    start::T
    step::T
end
countfrom(start = 1, step = 1) = Count(promote(start, step)...)
IteratorSize(::Type{<:Count}) = IsInfinite()
eltype(::Type{Count{T}}) where {T} = T
iterate(c::Count, x = c.start) = (x, x + c.step)

struct Repeated{O}
    x::O
end
repeated(x) = Repeated(x)
repeated(x, n::Integer) = take(Repeated(x), n)
IteratorSize(::Type{<:Repeated}) = IsInfinite()
eltype(::Type{Repeated{O}}) where {O} = O
iterate(r::Repeated, state = nothing) = (r.x, nothing)

struct Cycle{I}
    xs::I
end
cycle(xs) = Cycle(xs)
cycle(xs, n::Integer) = flatten(repeated(xs, n))
IteratorSize(::Type{<:Cycle}) = IsInfinite()
eltype(::Type{Cycle{I}}) where {I} = eltype(I)
function iterate(c::Cycle, state = nothing)
    y = state === nothing ? iterate(c.xs) : iterate(c.xs, state)
    if y === nothing
        y = iterate(c.xs)
        y === nothing && return nothing
    end
    return y
end

struct Reverse{T}
    itr::T
end
reverse(itr) = Reverse(itr)
length(r::Reverse) = length(r.itr)
eltype(::Type{Reverse{T}}) where {T} = eltype(T)
function iterate(r::Reverse, i = Base.lastindex(r.itr))
    i < Base.firstindex(r.itr) && return nothing
    return (r.itr[i], i - 1)
end

# ---- partition: vectors of n consecutive elements (the last may be shorter) ----
struct PartitionIterator{T}
    c::T
    n::Int
end
function partition(c, n::Integer)
    n < 1 && throw(ArgumentError("cannot create partitions of length " * string(n)))
    return PartitionIterator(c isa AbstractArray ? vec(c) : c, Int(n))
end
function length(p::PartitionIterator)
    l = length(p.c)
    return div(l, p.n) + (l % p.n == 0 ? 0 : 1)
end
IteratorSize(::Type{PartitionIterator{T}}) where {T} =
    IteratorSize(T) isa IsInfinite ? IsInfinite() : IteratorSize(T) isa SizeUnknown ? SizeUnknown() : HasLength()
# As in Julia: a range's parts are ranges (c[i:j]), an array's are views of it.
eltype(::Type{PartitionIterator{T}}) where {T} = Vector{eltype(T)}
eltype(::Type{PartitionIterator{T}}) where {T <: AbstractArray} = AbstractVector{eltype(T)}
eltype(::Type{PartitionIterator{T}}) where {T <: Vector} =
    Base.SubArray{eltype(T), 1, T, Tuple{UnitRange{Int}}, true}
# Parts of an array other than a Vector are collected by their own types.
IteratorEltype(::Type{PartitionIterator{T}}) where {T} = IteratorEltype(T)
IteratorEltype(::Type{PartitionIterator{T}}) where {T <: AbstractArray} = EltypeUnknown()
IteratorEltype(::Type{PartitionIterator{T}}) where {T <: Vector} = IteratorEltype(T)
function iterate(p::PartitionIterator{T}, i::Int = 1) where {T <: AbstractArray}
    i > length(p.c) && return nothing
    stop = min(i + p.n - 1, length(p.c))
    part = p.c isa AbstractRange ? p.c[i:stop] : view(p.c, i:stop)
    return (part, stop + 1)
end
# The state: (0, _) at the start, (1, s) to go on from s, (2, _) when finished.
function iterate(p::PartitionIterator, state = (0, nothing))
    phase, st = state
    phase == 2 && return nothing
    y = phase == 0 ? iterate(p.c) : iterate(p.c, st)
    y === nothing && return nothing
    v = eltype(p.c)[]
    while true
        push!(v, y[1])
        length(v) == p.n && return (v, (1, y[2]))
        y = iterate(p.c, y[2])
        y === nothing && return (v, (2, nothing))
    end
end

# ---- takewhile / dropwhile ----
struct TakeWhile{I, P}
    pred::P
    xs::I
end
takewhile(pred, xs) = TakeWhile(pred, xs)
IteratorSize(::Type{<:TakeWhile}) = SizeUnknown()
eltype(::Type{TakeWhile{I, P}}) where {I, P} = eltype(I)
function iterate(t::TakeWhile, state...)
    y = iterate(t.xs, state...)
    (y === nothing || !t.pred(y[1])) && return nothing
    return y
end
struct DropWhile{I, P}
    pred::P
    xs::I
end
dropwhile(pred, xs) = DropWhile(pred, xs)
IteratorSize(::Type{<:DropWhile}) = SizeUnknown()
eltype(::Type{DropWhile{I, P}}) where {I, P} = eltype(I)
function iterate(d::DropWhile)
    y = iterate(d.xs)
    while y !== nothing && d.pred(y[1])
        y = iterate(d.xs, y[2])
    end
    return y
end
iterate(d::DropWhile, state) = iterate(d.xs, state)

# peel(itr): (first element, the rest), or nothing when empty.
function peel(itr)
    y = iterate(itr)
    y === nothing && return nothing
    return (y[1], rest(itr, y[2]))
end

# ---- accumulate: the running results of op ----
struct Accumulate{F, I}
    f::F
    itr::I
end
accumulate(f, itr) = Accumulate(f, itr)
length(a::Accumulate) = length(a.itr)
IteratorEltype(::Type{<:Accumulate}) = EltypeUnknown()  # collect widens from the values
function iterate(a::Accumulate, state = nothing)
    if state === nothing
        y = iterate(a.itr)
        y === nothing && return nothing
        return (y[1], (y[1], y[2]))
    end
    acc, st = state
    y = iterate(a.itr, st)
    y === nothing && return nothing
    v = a.f(acc, y[1])
    return (v, (v, y[2]))
end

# Stateful(itr): an iterator that remembers how far it got, so that each value is
# produced once however it is consumed (popfirst!, a partial loop, then collect).
mutable struct Stateful{T, VS}
    itr::T
    nextvalstate::VS
    taken::Int
end
Stateful(itr) = Stateful{typeof(itr), Any}(itr, iterate(itr), 0)
function iterate(s::Stateful, state = nothing)
    vs = s.nextvalstate
    vs === nothing && return nothing
    s.nextvalstate = iterate(s.itr, vs[2])
    s.taken += 1
    return (vs[1], nothing)
end
Base.isempty(s::Stateful) = s.nextvalstate === nothing
Base.isdone(s::Stateful, st...) = s.nextvalstate === nothing
function Base.popfirst!(s::Stateful)
    y = iterate(s)
    y === nothing && throw(Base.EOFError())
    return y[1]
end
Base.peek(s::Stateful, sentinel = nothing) = s.nextvalstate === nothing ? sentinel : s.nextvalstate[1]
IteratorSize(::Type{<:Stateful}) = SizeUnknown()
eltype(::Type{<:Stateful{T}}) where {T} = eltype(T)
length(s::Stateful) = length(s.itr) - s.taken

# flatmap(f, iters...): the values of each f(x...) in turn, lazily.
flatmap(f, c) = flatten(Base.Generator(f, c))
flatmap(f, c1, c2, cs...) = flatten(Base.Generator(t -> f(t...), zip(c1, c2, cs...)))

end # module Iterators

const enumerate = Iterators.enumerate
const zip = Iterators.zip
