# native: at least 8 compiled
# native: compiles squares_pushed flags_pushed push_fresh_many push_caller! push_then_bounds! pop_sum! pop_then_bounds! resized_sum resize_caller! emptied
# Vectors that grow and shrink in native code: push!, pop!, resize! and
# empty! (Core.array_grow_end, array_del_end, array_resize) through the
# runtime. A vector the running call made changes freely; a caller's vector
# has what each change overwrites (its length, its storage when it moves,
# the elements a shrink clears) recorded in the undo log first, so that a
# bail after the change gives the interpreter the vector as it was: its
# pushes and pops then happen once, and the error is its own.
function squares_pushed(n::Int)
    r = Int[]
    for i in 1:n
        push!(r, i * i)
    end
    return r
end

function flags_pushed(n::Int)
    b = Bool[]
    for i in 1:n
        push!(b, i % 3 == 0)
    end
    c = 0
    for x in b
        c += x ? 1 : 0
    end
    return c
end

function push_fresh_many(n::Int)
    v = Float64[]
    for i in 1:n
        push!(v, i / 4)
    end
    s = 0.0
    for x in v
        s += x
    end
    return s
end

function push_caller!(v::Vector{Float64}, n::Int)
    for i in 1:n
        push!(v, i)
    end
    return length(v)
end

function push_then_bounds!(v::Vector{UInt64}, n::Int)
    for i in 1:n
        push!(v, v[length(v)] + v[1])
    end
    return v[length(v) + 1]
end

function pop_sum!(v::Vector{Int})
    s = 0
    while length(v) > 0
        s += pop!(v)
    end
    return s
end

function pop_then_bounds!(v::Vector{Int}, k::Int)
    s = 0
    for _ in 1:k
        s += pop!(v)
    end
    return v[s]
end

function resized_sum(n::Int)
    v = zeros(Int, 2)
    resize!(v, n)
    for i in 1:n
        v[i] = i
    end
    resize!(v, 3)
    s = 0
    for x in v
        s += x
    end
    return s * 100 + length(v)
end

function resize_caller!(v::Vector{Int}, n::Int)
    resize!(v, n)
    return length(v)
end

function emptied(n::Int)
    v = collect(1:n)
    empty!(v)
    push!(v, 42)
    return v[1] + length(v)
end

println(squares_pushed(6), " ", squares_pushed(0))
println(flags_pushed(10))
println(push_fresh_many(100_000))
f = [1.5, 2.5]
println(push_caller!(f, 3), " ", f)
u = UInt64[7, 8]
try
    push_then_bounds!(u, 3)
catch e
    println(e)
end
println(u)
p = [1, 2, 3, 4]
println(pop_sum!(p), " ", p)
q = [1, 2, 3, 4, 5]
try
    pop_then_bounds!(q, 2)
catch e
    println(e)
end
println(q)
try
    pop_then_bounds!(q, 4)
catch e
    println(e)
end
println(q)
println(resized_sum(7))
r = [4, 5, 6]
println(resize_caller!(r, 5), " ", r[1:3])
try
    resize_caller!(r, -1)
catch e
    println(e)
end
println(length(r), " ", r[1:3])
println(emptied(5))

#= expect
[1, 4, 9, 16, 25, 36] Int64[]
3
1.2500125e9
5 [1.5, 2.5, 1.0, 2.0, 3.0]
BoundsError(UInt64[0x0000000000000007, 0x0000000000000008, 0x000000000000000f, 0x0000000000000016, 0x000000000000001d], (6,))
UInt64[0x0000000000000007, 0x0000000000000008, 0x000000000000000f, 0x0000000000000016, 0x000000000000001d]
10 Int64[]
BoundsError([1, 2, 3], (9,))
[1, 2, 3]
ArgumentError("array must be non-empty")
Int64[]
603
5 [4, 5, 6]
ArgumentError("new length must be ≥ 0")
5 [4, 5, 6]
43
=#
