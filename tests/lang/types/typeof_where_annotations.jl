# Annotations beyond names and curly types: `typeof(f)`, `where` inside the
# annotation, lower bounds `T >: S` and `>:` wildcards.
describe(f::typeof(sin)) = "the sine"
describe(f::typeof(+)) = "addition"
describe(f) = "something else"
println(describe(sin), ", ", describe(+), ", ", describe(cos))

apply_op(::typeof(Base.max), a, b) = "max of $a and $b is $(max(a, b))"
println(apply_op(max, 3, 7))

total(v::(Vector{T} where T<:Integer)) = sum(v)
total(v) = "not integers"
println(total([1, 2, 3]), " ", total([1.5]))

firsts(x::(Tuple{A, B} where {A, B<:AbstractString})) = x[1]
firsts(x) = "no"
println(firsts((1, "a")), " ", firsts((1, 2)))

struct Box{T}
    v::T
end
kind(b::Box{T}) where {T >: Int} = "holds a supertype of Int: $T"
kind(b::Box) = "other"
println(kind(Box{Integer}(1)))
println(kind(Box{Any}("x")))
println(kind(Box{Int}(2)))
println(kind(Box{Float64}(1.0)))

wild(v::Vector{>:Int}) = "wild $(eltype(v))"
wild(v) = "none"
println(wild(Real[1, 2]), " ", wild([1.0]))
#= expect
the sine, addition, something else
max of 3 and 7 is 7
6 not integers
1 no
holds a supertype of Int: Integer
holds a supertype of Int: Any
holds a supertype of Int: Int64
other
wild Real none
=#
