# missing nothing: output as Julia 1.11 prints it.
x = [1, missing, 3]
println(x)
show(x); println()
display(x)
println(typeof(x), " ", eltype(x))
println(sum(skipmissing(x)), " ", collect(skipmissing(x)), " ", coalesce.(x, 0), " ", ismissing.(x))
println(missing + 1, " ", missing == 1, " ", missing === missing, " ", isequal(missing, missing), " ", missing & false, " ", missing | true)
println(coalesce(missing, nothing, 3), " ", something(nothing, 2), " ", isnothing(nothing), " ", something(missing, 1))
println([missing, missing], " ", Union{Missing, String}["a", missing])
println(maximum(skipmissing([3, missing, 7])), " ", sum(skipmissing([2, missing, 4])) / 2)
y = Union{Int, Nothing}[1, nothing]
println(y, " ", typeof(y))
println(findfirst(==(3), [1, 2]), " ", tryparse(Float64, "1.5"), " ", get(Dict(1 => 2), 5, nothing))
println(sort([3, missing, 1]), " ", passmissing(sqrt)(missing), " ", passmissing(sqrt)(4.0))
println(nothing, " ", repr(nothing), " ", string(missing), " ", typeof(missing), " ", typeof(nothing))
#= expect
Union{Missing, Int64}[1, missing, 3]
Union{Missing, Int64}[1, missing, 3]
3-element Vector{Union{Missing, Int64}}:
 1
  missing
 3
Vector{Union{Missing, Int64}} Union{Missing, Int64}
4 [1, 3] [1, 0, 3] Bool[0, 1, 0]
missing missing true true false true
nothing 2 true missing
[missing, missing] Union{Missing, String}["a", missing]
7 3.0
Union{Nothing, Int64}[1, nothing] Vector{Union{Nothing, Int64}}
nothing 1.5 nothing
Union{Missing, Int64}[1, 3, missing] missing 2.0
nothing nothing missing Missing Nothing
=#
