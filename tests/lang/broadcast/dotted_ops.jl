# Dotted operators apply elementwise to arrays and scalars; .= assigns in place.
v = [1, 2, 3]
println(v .+ 1)
println(v .- [1, 1, 1])
println(v .* 2)
println(v ./ 2)
println(v .^ 2)
println(2 .^ v)
println(v .== [1, 0, 3])
println(1.5 .* v)
w = zeros(3)
w .= v
println(w)
w .= 7
println(w)
u = similar(v)
u .= v .* v .+ 1
println(u)
println([1 2; 3 4] .* 10)
println(typeof(v ./ 1))
println(v)
#= expect
[2, 3, 4]
[0, 1, 2]
[2, 4, 6]
[0.5, 1.0, 1.5]
[1, 4, 9]
[2, 4, 8]
Bool[1, 0, 1]
[1.5, 3.0, 4.5]
[1.0, 2.0, 3.0]
[7.0, 7.0, 7.0]
[2, 5, 10]
[10 20; 30 40]
Vector{Float64}
[1, 2, 3]
=#
