p = (name = "Ada", age = 36)
println(p.name, " ", p[:age], " ", p[2])
println(keys(p), " ", values(p))
q = merge(p, (age = 37, city = "London"))
println(q)
println(haskey(q, :city), " ", get(q, :zip, "none"))
for (k, v) in pairs(q)
    println(k, " => ", v)
end
r = (; p.name, x = 1)
println(r)
nt = NamedTuple{(:a, :b)}((1, 2))
println(nt, " ", typeof(nt))
println(Base.structdiff(q, NamedTuple{(:age,)}))
(; name, age) = p
println(name, " is ", age)
println(map(x -> x * 2, (a = 1, b = 2)))
#= expect
Ada 36 36
(:name, :age) ("Ada", 36)
(name = "Ada", age = 37, city = "London")
true none
name => Ada
age => 37
city => London
(name = "Ada", x = 1)
(a = 1, b = 2) @NamedTuple{a::Int64, b::Int64}
(name = "Ada", city = "London")
Ada is 36
(a = 2, b = 4)
=#
