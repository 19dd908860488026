# Dict- and Set-heavy bookkeeping: nested dicts, merge/mergewith, get!/pop!/delete!, grouping, set algebra
inventory = Dict{String,Dict{Symbol,Any}}()
function add_item!(inv, name; qty = 0, price = 0.0, tags = String[])
    item = get!(inv, name) do
        Dict{Symbol,Any}(:qty => 0, :price => price, :tags => Set{String}())
    end
    item[:qty] += qty
    union!(item[:tags], tags)
    inv
end
add_item!(inventory, "apple"; qty = 10, price = 0.5, tags = ["fruit", "red"])
add_item!(inventory, "banana"; qty = 6, price = 0.25, tags = ["fruit", "yellow"])
add_item!(inventory, "pepper"; qty = 3, price = 1.25, tags = ["vegetable", "red"])
add_item!(inventory, "apple"; qty = 5, tags = ["sweet"])
add_item!(inventory, "lemon"; qty = 0, price = 0.4, tags = ["fruit", "yellow"])

for name in sort(collect(keys(inventory)))
    item = inventory[name]
    println(rpad(name, 8), lpad(item[:qty], 4), "  @ ", item[:price], "  ", join(sort(collect(item[:tags])), "/"))
end
value = sum(it[:qty] * it[:price] for it in values(inventory))
println("stock value: ", value, "; items: ", length(inventory), "; out of stock: ", [k for (k, v) in inventory if v[:qty] == 0])

bytag = Dict{String,Vector{String}}()
for (name, item) in inventory, tag in item[:tags]
    push!(get!(bytag, tag, String[]), name)
end
for tag in sort(collect(keys(bytag)))
    println("  ", tag, " => ", sort(bytag[tag]))
end
red = Set(bytag["red"])
fruit = Set(bytag["fruit"])
println(sort(collect(red ∩ fruit)), " ", sort(collect(setdiff(fruit, red))), " ", sort(collect(red ∪ fruit)), " ", issubset(Set(["apple"]), red))
println(symdiff(Set([1, 2, 3]), Set([3, 4])) == Set([1, 2, 4]), " ", length(Set{Int}()), " ", 2 in Set([1, 2]), " ", isempty(intersect(Set([1]), Set([2]))))

a = Dict("x" => 1, "y" => 2)
b = Dict("y" => 20, "z" => 30)
m1 = merge(a, b)
m2 = mergewith(+, a, b)
println(sort(collect(m1)), " ", sort(collect(m2)), " ", sort(collect(merge(max, a, b))))
println(pop!(m1, "x"), " ", pop!(m1, "nope", -1), " ", haskey(m1, "x"), " ", get(m1, "z", 0), " ", delete!(m1, "z") === m1, " ", sort(collect(keys(m1))))
c = Dict(:a => 1)
c[:b] = get(c, :b, 0) + 5
c[:a] += 10
println(sort(collect(c)), " ", sum(values(c)), " ", maximum(values(c)), " ", findmax(c), " ", argmin(c))
byvalue = Dict(v => k for (k, v) in c)
println(get(byvalue, 15, "none"), " ", byvalue[11])
words = split("the cat and the hat and the bat")
freq = Dict{SubString{String},Int}()
foreach(w -> freq[w] = get(freq, w, 0) + 1, words)
top = sort(collect(freq), by = p -> (-p.second, p.first))
println(first(top, 3), " ", length(freq), " ", count(==(1), values(freq)))
groups = Dict{Int,Vector{String}}()
for w in unique(words)
    push!(get!(() -> String[], groups, length(w)), w)
end
println(sort([k => sort(v) for (k, v) in groups]))
d = Dict(i => i^2 for i in 1:4)
filter!(p -> iseven(p.first), d)
println(sort(collect(d)), " ", sort(collect(keys(d))), " ", sort(collect(values(d))), " ", Dict(1 => "a") == Dict(1 => "a"))
e = empty(d)
println(typeof(e), " ", isempty(e), " ", valtype(d), " ", keytype(Dict{Symbol,Float64}()))
try
    d[99]
catch err
    println(err)
end
#= expect
apple     15  @ 0.5  fruit/red/sweet
banana     6  @ 0.25  fruit/yellow
lemon      0  @ 0.4  fruit/yellow
pepper     3  @ 1.25  red/vegetable
stock value: 12.75; items: 4; out of stock: ["lemon"]
  fruit => ["apple", "banana", "lemon"]
  red => ["apple", "pepper"]
  sweet => ["apple"]
  vegetable => ["pepper"]
  yellow => ["banana", "lemon"]
["apple"] ["banana", "lemon"] ["apple", "banana", "lemon", "pepper"] true
true 0 true true
["x" => 1, "y" => 20, "z" => 30] ["x" => 1, "y" => 22, "z" => 30] ["x" => 1, "y" => 20, "z" => 30]
1 -1 false 30 true ["y"]
[:a => 11, :b => 5] 16 11 (11, :a) b
none a
Pair{SubString{String}, Int64}["the" => 3, "and" => 2, "bat" => 1] 5 3
[3 => ["and", "bat", "cat", "hat", "the"]]
[2 => 4, 4 => 16] [2, 4] [4, 16] true
Dict{Int64, Int64} true Int64 Symbol
KeyError(99)
=#
