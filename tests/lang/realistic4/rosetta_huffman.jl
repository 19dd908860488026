# Rosetta Code: Huffman coding with a hand-written min-heap; ties broken by creation order
abstract type HuffNode end
struct Leaf <: HuffNode
    ch::Char
    freq::Int
end
struct Branch <: HuffNode
    left::HuffNode
    right::HuffNode
    freq::Int
end
weight(n::HuffNode) = n.freq

mutable struct MinHeap{T}
    items::Vector{Tuple{Int,Int,T}}   # (priority, sequence number, payload)
    counter::Int
end
MinHeap{T}() where {T} = MinHeap{T}(Tuple{Int,Int,T}[], 0)
Base.length(h::MinHeap) = length(h.items)
Base.isempty(h::MinHeap) = isempty(h.items)

function Base.push!(h::MinHeap{T}, prio::Int, x::T) where {T}
    h.counter += 1
    push!(h.items, (prio, h.counter, x))
    i = length(h.items)
    while i > 1
        p = i ÷ 2
        h.items[p][1:2] <= h.items[i][1:2] && break
        h.items[p], h.items[i] = h.items[i], h.items[p]
        i = p
    end
    h
end

function Base.pop!(h::MinHeap)
    top = h.items[1]
    last = pop!(h.items)
    if !isempty(h.items)
        h.items[1] = last
        i, n = 1, length(h.items)
        while true
            l, r, m = 2i, 2i + 1, i
            l <= n && h.items[l][1:2] < h.items[m][1:2] && (m = l)
            r <= n && h.items[r][1:2] < h.items[m][1:2] && (m = r)
            m == i && break
            h.items[m], h.items[i] = h.items[i], h.items[m]
            i = m
        end
    end
    top[3]
end

function huffman_tree(text)
    freqs = Dict{Char,Int}()
    for c in text
        freqs[c] = get(freqs, c, 0) + 1
    end
    heap = MinHeap{HuffNode}()
    for c in sort(collect(keys(freqs)))
        push!(heap, freqs[c], Leaf(c, freqs[c]))
    end
    while length(heap) > 1
        a = pop!(heap)
        b = pop!(heap)
        push!(heap, weight(a) + weight(b), Branch(a, b, weight(a) + weight(b)))
    end
    pop!(heap)
end

codes!(table, n::Leaf, prefix) = (table[n.ch] = isempty(prefix) ? "0" : prefix; table)
function codes!(table, n::Branch, prefix)
    codes!(table, n.left, prefix * "0")
    codes!(table, n.right, prefix * "1")
end

function decode(tree, bits)
    out = IOBuffer()
    node = tree
    for b in bits
        node = b == '0' ? node.left : node.right
        if node isa Leaf
            write(out, node.ch)
            node = tree
        end
    end
    String(take!(out))
end

text = "this is an example for huffman encoding"
tree = huffman_tree(text)
table = codes!(Dict{Char,String}(), tree, "")
for c in sort(collect(keys(table)), by = c -> (length(table[c]), c))
    println(repr(c), " ", count(==(c), text), " ", table[c])
end
encoded = join(table[c] for c in text)
println(length(encoded), " bits vs ", 8 * sizeof(text), "; tree weight ", weight(tree))
println(decode(tree, encoded) == text, " ", decode(tree, encoded[1:23]))
println(table[only(unique("aaaa"))], " ", codes!(Dict{Char,String}(), huffman_tree("aaaa"), ""))
#= expect
' ' 6 101
'n' 4 000
'a' 3 1001
'e' 3 1100
'f' 3 1101
'i' 3 1110
'm' 2 0010
'o' 2 0011
's' 2 0100
'c' 1 01010
'd' 1 01011
'g' 1 01100
'h' 2 11111
'l' 1 01101
'p' 1 01110
'r' 1 01111
't' 1 10000
'u' 1 10001
'x' 1 11110
157 bits vs 312; tree weight 39
true this 
1001 Dict('a' => "0")
=#
