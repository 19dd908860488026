struct Temperature
    deg::Float64
end
Base.isless(a::Temperature, b::Temperature) = a.deg < b.deg
ts = [Temperature(30), Temperature(10), Temperature(20)]
println(sort(ts))
println(maximum(ts), " ", minimum(ts).deg)
println(extrema([3, 1, 2]), " ", argmax([3, 9, 2]), " ", findmax([3, 9, 2]))
println(sort([3, 1, 2], rev = true), " ", sortperm([30, 10, 20]))
println(sort(["banana", "Apple", "cherry"], by = lowercase))
println(issorted([1, 2, 2]), " ", searchsortedfirst([1, 3, 5], 4))
println(partialsort([5, 2, 8, 1], 2))
#= expect
Temperature[Temperature(10.0), Temperature(20.0), Temperature(30.0)]
Temperature(30.0) 10.0
(1, 3) 2 (9, 2)
[3, 2, 1] [2, 3, 1]
["Apple", "banana", "cherry"]
true 3
2
=#
