# User types as Dict keys and Set elements: ==, hash, isequal, isless
struct Point
    x::Int
    y::Int
end
Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)
Base.isless(a::Point, b::Point) = (a.x, a.y) < (b.x, b.y)

struct Name
    first::String
    last::String
end
Base.:(==)(a::Name, b::Name) = lowercase(a.first) == lowercase(b.first) && lowercase(a.last) == lowercase(b.last)
Base.hash(n::Name, h::UInt) = hash(lowercase(n.last), hash(lowercase(n.first), h))
Base.show(io::IO, n::Name) = print(io, n.first, " ", n.last)

visited = Set{Point}()
pos = Point(0, 0)
moves = Dict('U' => Point(0, 1), 'D' => Point(0, -1), 'L' => Point(-1, 0), 'R' => Point(1, 0))
for c in "UURRDDLLUR"
    push!(visited, pos)
    global pos += moves[c]
end
push!(visited, pos)
println(length(visited), " ", pos, " ", Point(1, 1) in visited, " ", Point(5, 5) in visited)
println(sort(collect(visited))[1:3])
println(Point(1, 2) == Point(1, 2), " ", Point(1, 2) === Point(1, 2), " ", hash(Point(1, 2)) == hash(Point(1, 2)))

people = Dict{Name,Int}()
people[Name("Ada", "Lovelace")] = 1815
people[Name("ada", "LOVELACE")] = 1816
people[Name("Alan", "Turing")] = 1912
println(length(people), " ", people[Name("ADA", "lovelace")])
println(Name("x", "y") in keys(people), " ", isequal(Name("A", "B"), Name("a", "b")))
println(unique([Name("a", "b"), Name("A", "B"), Name("c", "d")]))
grid = Dict((i, j) => i * j for i in 1:3, j in 1:3)
println(grid[(2, 3)], " ", length(grid), " ", sum(values(grid)))
counts = Dict{Tuple{Char,Int},Int}()
for (i, c) in enumerate("abcabca")
    k = (c, i % 2)
    counts[k] = get(counts, k, 0) + 1
end
println(sort(collect(counts)))
mutable struct Box
    v::Int
end
b1, b2 = Box(1), Box(1)
println(b1 == b2, " ", b1 === b1, " ", length(Set([b1, b2, b1])))
println(isless(Point(1, 5), Point(2, 0)), " ", max(Point(1, 5), Point(1, 6)), " ", minimum([Point(3, 1), Point(2, 9)]))
#= expect
9 Point(1, 1) true false
Point[Point(0, 0), Point(0, 1), Point(0, 2)]
true true true
2 1816
false true
Name[a b, c d]
6 9 36
[('a', 0) => 1, ('a', 1) => 2, ('b', 0) => 1, ('b', 1) => 1, ('c', 0) => 1, ('c', 1) => 1]
false true 2
true Point(1, 6) Point(2, 9)
=#
