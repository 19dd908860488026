# Inner constructors call `new` (the New statement); parametric structs
# use new{T}; outer constructors are ordinary methods of the type.
struct Interval
    lo::Int
    hi::Int
    Interval(lo, hi) = lo <= hi ? new(lo, hi) : error("empty interval")
end
struct Pair2{A, B}
    a::A
    b::B
    Pair2{A, B}(a, b) where {A, B} = new(a, b)
    function Pair2(a::A, b::B) where {A, B}
        new{A, B}(a, b)
    end
end
Interval(x) = Interval(x, x)
mutable struct Node{T <: Real} <: AbstractNode
    value::T
    next::Union{Node{T}, Nothing}
end
