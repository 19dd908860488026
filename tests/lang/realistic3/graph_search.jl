# Graph algorithms on an adjacency list: BFS shortest paths, DFS, topological sort, components
const Graph = Dict{String,Vector{String}}

function add_edge!(g::Graph, a, b; directed = false)
    push!(get!(g, a, String[]), b)
    directed || push!(get!(g, b, String[]), a)
    get!(g, b, String[])
    g
end

function bfs_path(g::Graph, from, to)
    prev = Dict{String,String}()
    seen = Set([from])
    queue = [from]
    while !isempty(queue)
        v = popfirst!(queue)
        v == to && break
        for w in sort(g[v])
            w in seen && continue
            push!(seen, w)
            prev[w] = v
            push!(queue, w)
        end
    end
    haskey(prev, to) || return nothing
    path = [to]
    while path[end] != from
        push!(path, prev[path[end]])
    end
    reverse(path)
end

function dfs_order(g::Graph, start)
    order = String[]
    visit(v) = (v in order) || (push!(order, v); foreach(visit, sort(g[v])))
    visit(start)
    order
end

function topo_sort(g::Graph)
    indeg = Dict(v => 0 for v in keys(g))
    for (_, ws) in g, w in ws
        indeg[w] += 1
    end
    ready = sort([v for (v, d) in indeg if d == 0])
    out = String[]
    while !isempty(ready)
        v = popfirst!(ready)
        push!(out, v)
        for w in g[v]
            indeg[w] -= 1
            indeg[w] == 0 && push!(ready, w)
        end
        sort!(ready)
    end
    length(out) == length(g) || error("graph has a cycle")
    out
end

g = Graph()
for (a, b) in [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")]
    add_edge!(g, a, b)
end
println(bfs_path(g, "A", "E"), " ", bfs_path(g, "E", "C"), " ", bfs_path(g, "A", "G"))
println(dfs_order(g, "A"), " ", dfs_order(g, "G"))
comps = Vector{String}[]
for v in sort(collect(keys(g)))
    any(c -> v in c, comps) || push!(comps, sort(dfs_order(g, v)))
end
println(length(comps), " components: ", comps)

deps = Graph()
for (a, b) in [("shirt", "tie"), ("tie", "jacket"), ("pants", "shoes"), ("pants", "belt"),
               ("belt", "jacket"), ("shirt", "belt"), ("socks", "shoes")]
    add_edge!(deps, a, b; directed = true)
end
println(join(topo_sort(deps), " -> "))
add_edge!(deps, "jacket", "shirt"; directed = true)
try
    topo_sort(deps)
catch e
    println("error: ", e.msg)
end
#= expect
["A", "B", "D", "E"] ["E", "D", "C"] nothing
["A", "B", "D", "C", "E"] ["G", "F"]
2 components: [["A", "B", "C", "D", "E"], ["F", "G"]]
pants -> shirt -> belt -> socks -> shoes -> tie -> jacket
error: graph has a cycle
=#
