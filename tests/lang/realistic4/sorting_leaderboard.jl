# Sorting records the many ways people do it: by, lt, rev, multiple keys, sortperm, partialsort, stability
struct Player
    name::String
    team::Symbol
    score::Int
    time::Float64
end
Base.show(io::IO, p::Player) = print(io, p.name, "(", p.score, ")")

players = [
    Player("ana", :red, 120, 35.2), Player("bo", :blue, 95, 30.1), Player("cy", :red, 120, 33.0),
    Player("dee", :green, 80, 41.7), Player("eli", :blue, 120, 35.2), Player("fay", :green, 95, 29.9),
]

println(sort(players, by = p -> p.score, rev = true))
println(sort(players, by = p -> (-p.score, p.time, p.name)))
println(sort(players, lt = (a, b) -> a.team == b.team ? a.score > b.score : string(a.team) < string(b.team)))
byname_desc = sort(players, by = p -> p.name, rev = true)
println(first(byname_desc, 2), " ", last(byname_desc))
perm = sortperm([p.time for p in players])
println(perm, " ", [players[i].name for i in perm[1:3]])
println(sortperm([3, 1, 2]; rev = true), " ", invperm([2, 3, 1]), " ", sortperm(["b", "a", "c"]))
scores = [p.score for p in players]
println(partialsort(scores, 1:3; rev = true), " ", partialsort(scores, 2), " ", sort(unique(scores)))
println(issorted([1, 2, 2, 5]), " ", issorted([3, 2, 1]; rev = true), " ", issorted(players; by = p -> p.name))
teams = Dict{Symbol,Vector{Player}}()
for p in players
    push!(get!(teams, p.team, Player[]), p)
end
ranking = sort(collect(teams), by = kv -> (-sum(p.score for p in kv[2]), kv[1]))
for (rank, (team, members)) in enumerate(ranking)
    println(rank, ". ", rpad(team, 6), sum(p.score for p in members), " ", sort(members, by = p -> p.time))
end
v = [5, 3, 8, 1, 9, 2]
sort!(v)
println(v, " ", reverse!(v), " ", searchsortedfirst([1, 3, 5, 7], 4), " ", searchsorted([1, 2, 2, 2, 3], 2))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
println(sort(words), " ", sort(words, by = lowercase), " ", sort(words, by = w -> (length(w), w)))
println(sort([(2, "b"), (1, "z"), (2, "a")]), " ", sort([3.5, -1.0, NaN, 2.0]), " ", sort(['c', 'A', 'b']))
println(sort([:zeta, :alpha, :mid]), " ", sort(1:5, rev = true), " ", sort([1, 2, 3, 4, 5, 6], by = isodd))
println(argmax(p -> p.score, players), " ", findmin(p -> p.time, players))
m = [3 1 2; 9 7 8]
println(sort(m, dims = 2), " ", sort(m, dims = 1, rev = true), " ", sortslices(m, dims = 1, by = r -> r[2]))
#= expect
Player[ana(120), cy(120), eli(120), bo(95), fay(95), dee(80)]
Player[cy(120), ana(120), eli(120), fay(95), bo(95), dee(80)]
Player[eli(120), bo(95), fay(95), dee(80), ana(120), cy(120)]
Player[fay(95), eli(120)] ana(120)
[6, 2, 3, 1, 5, 4] ["fay", "bo", "cy"]
[1, 3, 2] [3, 1, 2] [2, 1, 3]
[120, 120, 120] 95 [80, 95, 120]
true true true
1. red   240 Player[cy(120), ana(120)]
2. blue  215 Player[bo(95), eli(120)]
3. green 175 Player[fay(95), dee(80)]
[9, 8, 5, 3, 2, 1] [9, 8, 5, 3, 2, 1] 3 2:4
["Apple", "Banana", "apple", "banana", "cherry"] ["Apple", "apple", "banana", "Banana", "cherry"] ["Apple", "apple", "Banana", "banana", "cherry"]
[(1, "z"), (2, "a"), (2, "b")] [-1.0, 2.0, 3.5, NaN] ['A', 'b', 'c']
[:alpha, :mid, :zeta] [5, 4, 3, 2, 1] [2, 4, 6, 1, 3, 5]
ana(120) (29.9, 6)
[1 2 3; 7 8 9] [9 7 8; 3 1 2] [3 1 2; 9 7 8]
=#
