# Rosetta: Dijkstra's shortest paths, BFS and topological sort on small graphs
const Graph = Dict{Symbol,Vector{Tuple{Symbol,Int}}}

function make_graph(edges)
    g = Graph()
    for (a, b, w) in edges
        push!(get!(g, a, Tuple{Symbol,Int}[]), (b, w))
        get!(g, b, Tuple{Symbol,Int}[])
    end
    g
end

function dijkstra(g::Graph, src::Symbol)
    dist = Dict(v => typemax(Int) for v in keys(g))
    prev = Dict{Symbol,Symbol}()
    dist[src] = 0
    todo = Set(keys(g))
    while !isempty(todo)
        u = argmin(v -> (dist[v], v), collect(todo))
        delete!(todo, u)
        dist[u] == typemax(Int) && break
        for (v, w) in g[u]
            alt = dist[u] + w
            if alt < dist[v]
                dist[v] = alt
                prev[v] = u
            end
        end
    end
    dist, prev
end

function path(prev, dst)
    p = [dst]
    while haskey(prev, p[1])
        pushfirst!(p, prev[p[1]])
    end
    p
end

edges = [(:a, :b, 7), (:a, :c, 9), (:a, :f, 14), (:b, :c, 10), (:b, :d, 15),
         (:c, :d, 11), (:c, :f, 2), (:d, :e, 6), (:e, :f, 9)]
g = make_graph(edges)
dist, prev = dijkstra(g, :a)
for v in sort(collect(keys(dist)))
    d = dist[v]
    println(v, ": ", d == typemax(Int) ? "∞" : d, "  ", join(path(prev, v), " → "))
end

function bfs_order(adj::Dict{Int,Vector{Int}}, start)
    seen = Set([start])
    queue = [start]
    order = Int[]
    while !isempty(queue)
        u = popfirst!(queue)
        push!(order, u)
        for v in get(adj, u, Int[])
            v in seen && continue
            push!(seen, v)
            push!(queue, v)
        end
    end
    order
end
adj = Dict(1 => [2, 3], 2 => [4], 3 => [4, 5], 4 => [6], 5 => [6], 6 => Int[])
println(bfs_order(adj, 1))

function toposort(deps::Dict{String,Vector{String}})
    indeg = Dict(k => 0 for k in keys(deps))
    for vs in values(deps), v in vs
        indeg[v] = get(indeg, v, 0) + 1
    end
    ready = sort([k for (k, d) in indeg if d == 0])
    out = String[]
    while !isempty(ready)
        n = popfirst!(ready)
        push!(out, n)
        for m in sort(get(deps, n, String[]))
            indeg[m] -= 1
            indeg[m] == 0 && (push!(ready, m); sort!(ready))
        end
    end
    length(out) == length(indeg) || error("cycle detected")
    out
end
deps = Dict("std" => ["ieee", "dware"], "dware" => ["gtech"], "ieee" => ["dw01"],
            "dw01" => ["gtech"], "gtech" => String[], "ramlib" => ["std"])
println(join(toposort(deps), " < "))
try
    toposort(Dict("a" => ["b"], "b" => ["a"]))
catch e
    println("error: ", e.msg)
end
#= expect
a: 0  a
b: 7  a → b
c: 9  a → c
d: 20  a → c → d
e: 26  a → c → d → e
f: 11  a → c → f
[1, 2, 3, 4, 5, 6]
ramlib < std < dware < ieee < dw01 < gtech
error: cycle detected
=#
