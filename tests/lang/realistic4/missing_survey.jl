# Survey data with missing answers: skipmissing, coalesce, three-valued logic, counting, means per group
using Statistics

struct Response
    id::Int
    age::Union{Int,Missing}
    score::Union{Float64,Missing}
    group::Symbol
end

data = [
    Response(1, 34, 7.5, :a), Response(2, missing, 6.0, :b), Response(3, 29, missing, :a),
    Response(4, 41, 9.0, :b), Response(5, missing, missing, :a), Response(6, 52, 4.5, :b),
]
ages = [r.age for r in data]
scores = [r.score for r in data]
println(ages, " ", eltype(ages))
println(scores)
println(count(ismissing, ages), " missing ages; ", count(!ismissing, scores), " scores given")
println("mean age ", mean(skipmissing(ages)), ", mean score ", mean(skipmissing(scores)), ", median score ", median(skipmissing(scores)))
println(sum(ages), " ", maximum(skipmissing(ages)), " ", collect(skipmissing(ages)), " ", mean(ages) === missing)
filled = coalesce.(scores, 0.0)
println(filled, " ", typeof(filled))
println(coalesce(missing, nothing, 3), " ", coalesce(missing, missing) === missing, " ", something(nothing, 5))
println(missing + 1, " ", missing * 2.5, " ", missing == 1, " ", missing === missing, " ", isequal(missing, missing), " ", ismissing(missing > 3))
println(true | missing, " ", false & missing, " ", true & missing, " ", false | missing, " ", xor(true, missing), " ", !missing)
println(isless(missing, 1) ? "lt" : "other")
for g in (:a, :b)
    s = [r.score for r in data if r.group == g]
    valid = collect(skipmissing(s))
    println(g, ": n=", length(s), " valid=", length(valid), " mean=", isempty(valid) ? "n/a" : mean(valid))
end
println(sort([3, missing, 1, 2]), " ", sort([3, missing, 1]; rev = true), " ", isless(1, missing), " ", isless(missing, missing))
println(findall(ismissing, ages), " ", replace(ages, missing => -1), " ", any(ismissing, ages), " ", all(ismissing, [missing]))
println(passmissing(string)(missing), " ", passmissing(x -> x + 1)(1), " ", Missing, " ", typeof(missing), " ", nonmissingtype(Union{Int,Missing}))
println(string(missing), " ", repr(missing), " ", [missing, missing], " ", Union{Missing,Int}[1, missing])
adults = filter(r -> coalesce(r.age >= 30, false), data)
println([r.id for r in adults])
try
    Int(missing)
catch e
    println(typeof(e))
end
try
    if missing
        println("yes")
    end
catch e
    println(e)
end
#= expect
Union{Missing, Int64}[34, missing, 29, 41, missing, 52] Union{Missing, Int64}
Union{Missing, Float64}[7.5, 6.0, missing, 9.0, missing, 4.5]
2 missing ages; 4 scores given
mean age 39.0, mean score 6.75, median score 6.75
missing 52 [34, 29, 41, 52] true
[7.5, 6.0, 0.0, 9.0, 0.0, 4.5] Vector{Float64}
nothing true 5
missing missing missing true true true
true false missing missing missing missing
other
a: n=3 valid=1 mean=7.5
b: n=3 valid=3 mean=6.5
Union{Missing, Int64}[1, 2, 3, missing] Union{Missing, Int64}[missing, 3, 1] true false
[2, 5] [34, -1, 29, 41, -1, 52] true true
missing 2 Missing Missing Int64
missing missing [missing, missing] Union{Missing, Int64}[1, missing]
[1, 4, 6]
MethodError
TypeError(:if, "", Bool, missing)
=#
