# eachsplit iterates the parts split gives; printstyled to a pipe prints plain text
# (no colour); Iterators.accumulate collects to the type of its values.
parts = eachsplit("a b  c")
println(collect(parts))
for p in eachsplit("x,y,,z", ",")
    print("[", p, "]")
end
println()
println(collect(eachsplit("1-2-3", "-"; limit = 2)))
printstyled("plain\n"; color = :red, bold = true)
printstyled(stdout, "a", 1, "\n"; color = :blue)
println(collect(Iterators.accumulate(+, 1:4)))
println(collect(Iterators.accumulate((a, _) -> a, [2, 3])))
#= expect
SubString{String}["a", "b", "c"]
[x][y][][z]
SubString{String}["1", "2-3"]
plain
a1
[1, 3, 6, 10]
[2, 2]
=#
