# mergewith / mergewith!: values of equal keys combined with a function.
a = Dict("x" => 1, "y" => 2)
b = Dict("y" => 10, "z" => 5)
m = mergewith(+, a, b)
println(sort(collect(m)), " ", length(a))
mergewith!(*, a, b, Dict("x" => 3))
println(sort(collect(a)))
println(mergewith(max, Dict(1 => 4), Dict(1 => 9), Dict(1 => 2)))
#= expect
["x" => 1, "y" => 12, "z" => 5] 2
["x" => 3, "y" => 20, "z" => 5]
Dict(1 => 9)
=#
