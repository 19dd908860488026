# missing with strings (`*` gives missing), in reductions, broadcasting, `unique`,
# conversions, and a matrix of Union{Missing, Int64} in its text/plain form.
println(sum([1, missing]), " ", maximum([1, missing]), " ", unique([missing, 1, missing]), " ", string(1, missing))
println(missing * "a", " ", 'c' * missing, " ", isequal([1, missing], [1, missing]), " ", [1, missing] == [1, missing])
println(findall(ismissing, [1, missing, 3]), " ", count(ismissing, [missing, missing]), " ", coalesce.([1, missing], 0))
println(skipmissing([1, missing, 3]) |> sum, " ", minimum(skipmissing([4, missing, 2])), " ", typeof(collect(skipmissing([1, missing]))))
println(map(x -> x === missing ? 0 : x, [1, missing]), " ", [x for x in [1, missing] if !ismissing(x)])
println(Union{Missing, Int}[1, 2] .+ 1, " ", [missing, 1] .* 2, " ", ifelse.(ismissing.([1, missing]), -1, [1, missing]))
println(round(missing), " ", abs(missing), " ", missing^2, " ", convert(Union{Missing, Float64}, 1), " ", float(missing))
show(stdout, MIME"text/plain"(), [missing missing; 1 2])
println()
#= expect
missing missing Union{Missing, Int64}[missing, 1] 1missing
missing missing true missing
[2] 2 [1, 0]
4 2 Vector{Int64}
[1, 0] [1]
[2, 3] Union{Missing, Int64}[missing, 2] [1, -1]
missing missing missing 1.0 missing
2×2 Matrix{Union{Missing, Int64}}:
  missing   missing
 1         2
=#
