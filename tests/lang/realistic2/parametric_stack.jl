# Parametric containers with Base interfaces
struct Stack{T}
    items::Vector{T}
end
Stack{T}() where {T} = Stack{T}(T[])
Base.push!(s::Stack, x) = (push!(s.items, x); s)
Base.pop!(s::Stack) = isempty(s) ? throw(ArgumentError("stack is empty")) : pop!(s.items)
Base.isempty(s::Stack) = isempty(s.items)
Base.length(s::Stack) = length(s.items)
peektop(s::Stack) = s.items[end]
Base.eltype(::Type{Stack{T}}) where {T} = T
Base.iterate(s::Stack, i = length(s.items)) = i < 1 ? nothing : (s.items[i], i - 1)
Base.show(io::IO, s::Stack{T}) where {T} = print(io, "Stack{", T, "}(", join(s.items, ", "), ")")

mutable struct Queue{T}
    data::Vector{T}
    head::Int
end
Queue{T}() where {T} = Queue{T}(T[], 1)
enqueue!(q::Queue{T}, x) where {T} = (push!(q.data, convert(T, x)); q)
function dequeue!(q::Queue)
    q.head > length(q.data) && error("queue is empty")
    x = q.data[q.head]
    q.head += 1
    x
end
Base.length(q::Queue) = length(q.data) - q.head + 1

struct Pair2{A,B}
    first::A
    second::B
end
swap(p::Pair2{A,B}) where {A,B} = Pair2{B,A}(p.second, p.first)
Base.show(io::IO, p::Pair2) = print(io, "⟪", p.first, " | ", p.second, "⟫")

s = Stack{Int}()
push!(s, 1); push!(s, 2); push!(s, 3)
println(s, " ", length(s), " ", peektop(s))
println(collect(s), " ", sum(s), " ", eltype(s))
println(pop!(s), " ", s)
ss = Stack{String}()
push!(ss, "a")
println(ss, " ", typeof(ss))
try
    pop!(Stack{Float64}())
catch e
    println(e)
end
q = Queue{Float64}()
enqueue!(q, 1); enqueue!(q, 2.5); enqueue!(q, 3//2)
println(length(q), " ", dequeue!(q), " ", dequeue!(q), " ", length(q), " ", q.data)
p = Pair2(1, "one")
println(p, " ", swap(p), " ", typeof(swap(p)))
println(Pair2{Int,Int} <: Pair2, " ", Stack{Int} <: Stack{Real}, " ", Stack{Int} <: Stack{<:Real})
function balanced(str)
    st = Stack{Char}()
    pairs = Dict(')' => '(', ']' => '[', '}' => '{')
    for c in str
        if c in "([{"
            push!(st, c)
        elseif haskey(pairs, c)
            (isempty(st) || pop!(st) != pairs[c]) && return false
        end
    end
    isempty(st)
end
println([balanced(x) for x in ["([]{})", "([)]", "((", "", "a(b)c"]])
struct Matrix2{T<:Number}
    a::T; b::T; c::T; d::T
end
Base.:*(x::Matrix2, y::Matrix2) = Matrix2(x.a*y.a + x.b*y.c, x.a*y.b + x.b*y.d, x.c*y.a + x.d*y.c, x.c*y.b + x.d*y.d)
Base.:^(m::Matrix2, n::Integer) = n == 1 ? m : iseven(n) ? (h = m^(n ÷ 2); h * h) : m * m^(n - 1)
fibm(n) = (Matrix2(big(1), big(1), big(1), big(0))^n).b
println(fibm(10), " ", fibm(100), " ", typeof(fibm(5)))
#= expect
Stack{Int64}(1, 2, 3) 3 3
[3, 2, 1] 6 Int64
3 Stack{Int64}(1, 2)
Stack{String}(a) Stack{String}
ArgumentError("stack is empty")
3 1.0 2.5 1 [1.0, 2.5, 1.5]
⟪1 | one⟫ ⟪one | 1⟫ Pair2{String, Int64}
true false true
Bool[1, 0, 0, 1, 1]
55 354224848179261915075 BigInt
=#
