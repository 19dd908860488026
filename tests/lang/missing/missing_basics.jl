# missing: propagation, three-valued logic, comparisons, skipmissing, coalesce.
println(missing)
println(typeof(missing))
println(missing + 1, " ", 2 * missing, " ", -missing, " ", abs(missing))
println(ismissing(missing), " ", ismissing(1), " ", ismissing(nothing))
println(missing == 1, " ", missing == missing, " ", missing < 3)
println(missing === missing, " ", isequal(missing, missing), " ", isequal(missing, 1))
println(true & missing, " ", false & missing, " ", true | missing, " ", false | missing)
println(xor(true, missing), " ", !missing)
println(isless(1, missing), " ", isless(missing, 1), " ", isless(missing, missing))
v = [1, missing, 3]
println(v)
println(typeof(v))
println(eltype(v))
println(sum(v))
println(sum(skipmissing(v)))
println(collect(skipmissing(v)))
println(maximum(skipmissing([4, missing, 9, 2])))
println(sort([3, missing, 1, missing, 2]))
println(coalesce(missing, 2), " ", coalesce(missing, missing, "x"), " ", coalesce(1, 2))
println(coalesce(missing))
println(nonmissingtype(Union{Missing, Float64}))
println(count(ismissing, v), " ", findall(ismissing, v))
println(string(missing), " ", repr(missing))
println([missing, missing])
println(Union{Missing, Int}[1, 2])
w = Vector{Union{Missing, Float64}}(undef, 2)
w[1] = 1
w[2] = missing
println(w)
println(map(x -> ismissing(x) ? 0 : x, v))
println(replace(v, missing => 0))
println(round(missing), " ", sqrt(missing), " ", max(1, missing))
try
    if missing
        println("no")
    end
catch e
    println(typeof(e))
    showerror(stdout, e)
    println()
end
#= expect
missing
Missing
missing missing missing missing
true false false
missing missing missing
true true false
missing false true missing
missing missing
true false false
Union{Missing, Int64}[1, missing, 3]
Vector{Union{Missing, Int64}}
Union{Missing, Int64}
missing
4
[1, 3]
9
Union{Missing, Int64}[1, 2, 3, missing, missing]
2 x 1
missing
Float64
1 [2]
missing missing
[missing, missing]
Union{Missing, Int64}[1, 2]
Union{Missing, Float64}[1.0, missing]
[1, 0, 3]
[1, 0, 3]
missing missing missing
TypeError
TypeError: non-boolean (Missing) used in boolean context
=#
