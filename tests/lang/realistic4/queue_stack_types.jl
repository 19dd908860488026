# Rosetta-style generic Stack and Queue types with show methods, iteration and errors
# (the `break` leaves the whole two-variable `for`)
abstract type Container{T} end

struct Stack{T} <: Container{T}
    items::Vector{T}
end
Stack{T}() where {T} = Stack{T}(T[])

mutable struct Queue{T} <: Container{T}
    items::Vector{T}
    head::Int
end
Queue{T}() where {T} = Queue{T}(T[], 1)

struct EmptyContainerError <: Exception
    op::Symbol
    kind::String
end
Base.showerror(io::IO, e::EmptyContainerError) = print(io, "cannot ", e.op, " from an empty ", e.kind)

Base.length(s::Stack) = length(s.items)
Base.length(q::Queue) = length(q.items) - q.head + 1
Base.isempty(c::Container) = length(c) == 0
Base.eltype(::Type{<:Container{T}}) where {T} = T

push(s::Stack, x) = (push!(s.items, x); s)
function pop(s::Stack)
    isempty(s) && throw(EmptyContainerError(:pop, "stack"))
    pop!(s.items)
end
peek(s::Stack) = isempty(s) ? nothing : s.items[end]

enqueue(q::Queue, x) = (push!(q.items, x); q)
function dequeue(q::Queue)
    isempty(q) && throw(EmptyContainerError(:dequeue, "queue"))
    x = q.items[q.head]
    q.head += 1
    x
end

Base.iterate(s::Stack, i = length(s.items)) = i < 1 ? nothing : (s.items[i], i - 1)
Base.iterate(q::Queue, i = q.head) = i > length(q.items) ? nothing : (q.items[i], i + 1)

Base.show(io::IO, s::Stack{T}) where {T} = print(io, "Stack{", T, "}(top → ", join(repr.(collect(s)), ", "), ")")
Base.show(io::IO, q::Queue) = print(io, "Queue(", join(collect(q), " < "), ")")
function Base.show(io::IO, ::MIME"text/plain", c::Container)
    println(io, typeof(c), " with ", length(c), " element", length(c) == 1 ? "" : "s", ":")
    for (i, x) in enumerate(c)
        print(io, "  ", i, ". ", x)
        i < length(c) && println(io)
    end
end

s = Stack{Int}()
for x in (3, 1, 4, 1, 5)
    push(s, x)
end
println(s, " ", length(s), " ", peek(s), " ", sum(s), " ", collect(s))
println(pop(s), " ", pop(s), " ", s)
display(s)
q = Queue{String}()
foreach(w -> enqueue(q, w), split("alpha beta gamma"))
println(q, " ", length(q), " ", first(q), " ", eltype(q))
println(dequeue(q), " ", q, " ", [uppercase(w) for w in q])
display(q)
ops = Stack{Symbol}()
println(repr(ops), " ", isempty(ops), " ", peek(ops) === nothing)
for c in [s, q, ops], k in 1:5
    try
        c isa Stack ? pop(c) : dequeue(c)
    catch e
        e isa EmptyContainerError || rethrow()
        println("after ", k - 1, " removals: ", sprint(showerror, e))
        break
    end
end
err = EmptyContainerError(:pop, "stack")
println(err, " ", err isa Exception)
#= expect
Stack{Int64}(top → 5, 1, 4, 1, 3) 5 5 14 [5, 1, 4, 1, 3]
5 1 Stack{Int64}(top → 4, 1, 3)
Stack{Int64} with 3 elements:
  1. 4
  2. 1
  3. 3
Queue(alpha < beta < gamma) 3 alpha String
alpha Queue(beta < gamma) ["BETA", "GAMMA"]
Queue{String} with 2 elements:
  1. beta
  2. gamma
Stack{Symbol}(top → ) true true
after 3 removals: cannot pop from an empty stack
EmptyContainerError(:pop, "stack") true
=#
