# Set-heavy code: neighbours, BFS over words, set algebra.
words = Set(["cold", "cord", "card", "ward", "warm", "word", "worm", "corm"])
function neighbours(w, dict)
    out = String[]
    for i in 1:length(w), c in 'a':'z'
        c == w[i] && continue
        cand = string(w[1:i-1], c, w[i+1:end])
        cand in dict && push!(out, cand)
    end
    sort(out)
end
function ladder(from, to, dict)
    prev = Dict(from => "")
    queue = [from]
    while !isempty(queue)
        w = popfirst!(queue)
        w == to && break
        for n in neighbours(w, dict)
            haskey(prev, n) && continue
            prev[n] = w
            push!(queue, n)
        end
    end
    path = [to]
    while prev[path[end]] != ""
        push!(path, prev[path[end]])
    end
    reverse(path)
end
println(join(ladder("cold", "warm", words), " -> "))
a = Set([1, 2, 3]); b = Set([2, 3, 4])
println(sort(collect(a ∪ b)), " ", sort(collect(a ∩ b)), " ", sort(collect(setdiff(a, b))), " ", sort(collect(symdiff(a, b))))
println(issubset(Set([2]), a), " ", Set([1, 2]) ⊆ a, " ", 5 ∉ a, " ", length(a), " ", isempty(Set()))
push!(a, 10); delete!(a, 1)
println(sort(collect(a)), " ", pop!(Set([9])), " ", typeof(Set{String}()), " ", eltype(a))
s = Set{Tuple{Int, Int}}()
for x in 1:3, y in 1:3
    x + y == 4 && push!(s, (x, y))
end
println(sort(collect(s)), " ", (1, 3) in s)
println(Set([1, 1, 2]) == Set([2, 1]), " ", unique!([3, 3, 1]), " ", allunique([1, 2, 3]))
c = Dict{Char, Int}()
for ch in "mississippi"
    c[ch] = get(c, ch, 0) + 1
end
println(sort(collect(c), by = p -> (-p.second, p.first)))
println(sort(collect(keys(c))), " ", sum(values(c)), " ", maximum(values(c)))
println(filter(p -> p.second > 2, c) |> keys |> collect |> sort)
merged = merge(Dict("a" => 1), Dict("b" => 2, "a" => 3))
println(sort(collect(merged)))
println(mergewith(+, Dict(:x => 1), Dict(:x => 2, :y => 5)) |> collect |> sort)
d = Dict(1 => "one")
println(pop!(d, 1), " ", isempty(d), " ", get(d, 1, "none"), " ", haskey(d, 1))
inv = Dict(v => k for (k, v) in Dict(:a => 1, :b => 2))
println(sort(collect(inv)))
#= expect
cold -> cord -> card -> ward -> warm
[1, 2, 3, 4] [2, 3] [1] [1, 4]
true true true 3 true
[2, 3, 10] 9 Set{String} Int64
[(1, 3), (2, 2), (3, 1)] true
true [3, 1] true
['i' => 4, 's' => 4, 'p' => 2, 'm' => 1]
['i', 'm', 'p', 's'] 11 4
['i', 's']
["a" => 3, "b" => 2]
[:x => 3, :y => 5]
one true none false
[1 => :a, 2 => :b]
=#
