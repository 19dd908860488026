# A parametric binary min-heap used as a priority queue, with a custom ordering
struct MinHeap{T,F}
    data::Vector{T}
    key::F
end
MinHeap{T}(key = identity) where {T} = MinHeap{T,typeof(key)}(T[], key)

Base.length(h::MinHeap) = length(h.data)
Base.isempty(h::MinHeap) = isempty(h.data)
less(h::MinHeap, i, j) = h.key(h.data[i]) < h.key(h.data[j])

function Base.push!(h::MinHeap, x)
    push!(h.data, x)
    i = length(h.data)
    while i > 1 && less(h, i, i ÷ 2)
        h.data[i], h.data[i÷2] = h.data[i÷2], h.data[i]
        i ÷= 2
    end
    h
end

function Base.pop!(h::MinHeap)
    isempty(h) && throw(ArgumentError("heap is empty"))
    top = h.data[1]
    last = pop!(h.data)
    if !isempty(h.data)
        h.data[1] = last
        i = 1
        while true
            l, r, m = 2i, 2i + 1, i
            l <= length(h) && less(h, l, m) && (m = l)
            r <= length(h) && less(h, r, m) && (m = r)
            m == i && break
            h.data[i], h.data[m] = h.data[m], h.data[i]
            i = m
        end
    end
    top
end
Base.first(h::MinHeap) = h.data[1]

h = MinHeap{Int}()
for x in [5, 3, 8, 1, 9, 2, 7]
    push!(h, x)
end
println(length(h), " ", first(h), " ", h.data)
println([pop!(h) for _ in 1:length(h)], " ", isempty(h))

tasks = MinHeap{Tuple{Int,String}}(t -> (t[1], t[2]))
for t in [(3, "write report"), (1, "fix bug"), (2, "review"), (1, "deploy"), (5, "lunch")]
    push!(tasks, t)
end
while !isempty(tasks)
    p, name = pop!(tasks)
    println("p$p: $name")
end
try
    pop!(tasks)
catch e
    println(e)
end
words = MinHeap{String}(length)
foreach(w -> push!(words, w), split("the heap keeps shortest words first"))
println(pop!(words), " ", pop!(words), " ", length(words), " ", typeof(words).parameters[1])
heapsort(v) = (h = MinHeap{eltype(v)}(); foreach(x -> push!(h, x), v); [pop!(h) for _ in v])
println(heapsort([3.5, -1.0, 2.25, 0.0]), " ", heapsort(collect("heap")))
#= expect
7 1 [1, 3, 2, 5, 9, 8, 7]
[1, 2, 3, 5, 7, 8, 9] true
p1: deploy
p1: fix bug
p2: review
p3: write report
p5: lunch
ArgumentError("heap is empty")
the heap 4 String
[-1.0, 0.0, 2.25, 3.5] ['a', 'e', 'h', 'p']
=#
