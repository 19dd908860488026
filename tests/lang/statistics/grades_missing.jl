# A gradebook: statistics per student, missing scores skipped.
using Statistics, Printf
scores = Dict(
    "alice" => [90, 85, missing, 100],
    "bob" => [70, missing, 80, 75],
    "carol" => [88, 92, 95, 91],
)
for name in sort(collect(keys(scores)))
    s = collect(skipmissing(scores[name]))
    @printf("%-6s n=%d mean=%6.2f median=%5.1f max=%3d\n", name, length(s), mean(s), median(s), maximum(s))
end
all_scores = vcat(values(scores)...)
println(count(ismissing, all_scores), " missing of ", length(all_scores))
println(mean(skipmissing(all_scores)))
println(typeof(all_scores))
println(mean([1, 2, missing]))
println(eltype(skipmissing([1, missing])))
println(sum(skipmissing([1, missing, 3])))
println(coalesce.([1, missing, 3], 0))
#= expect
alice  n=3 mean= 91.67 median= 90.0 max=100
bob    n=3 mean= 75.00 median= 75.0 max= 80
carol  n=4 mean= 91.50 median= 91.5 max= 95
2 missing of 12
86.6
Vector{Union{Missing, Int64}}
missing
Int64
4
[1, 0, 3]
=#
