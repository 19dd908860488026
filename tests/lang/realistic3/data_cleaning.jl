# Cleaning a CSV-like table: parsing, missing values, tryparse, grouping and summary statistics
using Statistics

raw = """
id,name,age,score,city
1,alice,34,88.5,Oslo
2,bob,,72.0,Bergen
3,carol,29,NA,Oslo
4,dave,41,91.25,
5,erin,abc,65.5,Bergen
6,frank,38,79.0,Oslo
"""

lines = split(strip(raw), '\n')
header = Symbol.(split(lines[1], ','))
parse_or_missing(T, s) = (v = tryparse(T, s); v === nothing ? missing : v)
rows = map(lines[2:end]) do line
    f = split(line, ','; keepempty = true)
    (id = parse(Int, f[1]), name = String(f[2]), age = parse_or_missing(Int, f[3]),
     score = parse_or_missing(Float64, f[4]), city = isempty(f[5]) ? missing : String(f[5]))
end
println(header, " ", length(rows))
println(rows[2])
ages = [r.age for r in rows]
println(ages, " ", eltype(ages))
println(count(ismissing, ages), " missing ages; mean of the rest: ", mean(skipmissing(ages)))
scores = [r.score for r in rows]
println(round(mean(skipmissing(scores)); digits = 3), " ", maximum(skipmissing(scores)), " ", coalesce.(scores, 0.0))
println(sum(ismissing, [r.city for r in rows]), " ", unique(skipmissing([r.city for r in rows])))
bycity = Dict{String,Vector{Float64}}()
for r in rows
    (ismissing(r.city) || ismissing(r.score)) && continue
    push!(get!(bycity, r.city, Float64[]), r.score)
end
for c in sort(collect(keys(bycity)))
    println(c, ": n=", length(bycity[c]), " median=", median(bycity[c]), " max=", maximum(bycity[c]))
end
complete = filter(r -> !any(ismissing, values(r)), rows)
println([r.name for r in complete])
println(missing + 1, " ", missing == missing, " ", isequal(missing, missing), " ", coalesce(missing, nothing, 3))
println(passmissing(uppercase)(missing), " ", something(nothing, 2), " ", skipmissing([1, missing, 3]) |> collect)
#= expect
[:id, :name, :age, :score, :city] 6
(id = 2, name = "bob", age = missing, score = 72.0, city = "Bergen")
Union{Missing, Int64}[34, missing, 29, 41, missing, 38] Union{Missing, Int64}
2 missing ages; mean of the rest: 35.5
79.25 91.25 [88.5, 72.0, 0.0, 91.25, 65.5, 79.0]
1 ["Oslo", "Bergen"]
Bergen: n=2 median=68.75 max=72.0
Oslo: n=2 median=83.75 max=88.5
["alice", "frank"]
missing missing true nothing
missing 2 [1, 3]
=#
