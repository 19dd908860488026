# Element types widened with missing/nothing keep them as Union members (Julia's
# promote_typejoin), and == on arrays is missing when a pair compares missing.
println([missing, 2] .+ 1, " ", [1, nothing], " ", [2, missing])
println(map(x -> x, Any[missing, 1]), " ", [x > 1 ? missing : x for x in 1:3])
println(Dict(k => (k == 2 ? missing : k) for k in 1:2))
println(Base.promote_typejoin(Missing, Int64), " ", Base.promote_typejoin(Int64, Float64), " ", typejoin(Missing, Int64))
println([1, missing] == [1, missing], " ", [1, missing] == [2, missing], " ", [1, 2] == [1, 2], " ", isequal([1, missing], [1, missing]))
#= expect
Union{Missing, Int64}[missing, 3] Union{Nothing, Int64}[1, nothing] Union{Missing, Int64}[2, missing]
Union{Missing, Int64}[missing, 1] Union{Missing, Int64}[1, missing, missing]
Dict{Int64, Union{Missing, Int64}}(2 => missing, 1 => 1)
Union{Missing, Int64} Real Any
missing false true true
=#
