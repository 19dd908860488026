# Broadcasting in a data script: unit conversions, normalisation, outer products, masks, Ref and dot fusion
temps_c = [-5.0, 0.0, 12.5, 21.0, 30.5]
temps_f = temps_c .* 9 ./ 5 .+ 32
println(temps_f)
kelvin = @. temps_c + 273.15
println(round.(kelvin; digits = 2))
println(clamp.(temps_c, 0, 25), " ", abs.(temps_c), " ", max.(temps_c, 10.0))
labels = ifelse.(temps_c .< 10, "cold", "warm")
println(labels, " ", string.(temps_c, "°C")[2:3])
cities = ["Oslo", "Rome", "Cairo"]
println(cities .* ": ", " ", length.(cities), " ", uppercase.(first.(cities, 2)))
grid = [1, 2, 3] .* [10 20 30 40]
display(grid)
println(grid .- [1 1 1 1], " ", sum(grid .> 40), " ", grid[grid .> 60])
data = [3.0 1.0; 5.0 3.0; 1.0 2.0]
colmeans = sum(data, dims = 1) ./ size(data, 1)
centered = data .- colmeans
println(colmeans, " ", centered)
scaled = (data .- minimum(data, dims = 1)) ./ (maximum(data, dims = 1) .- minimum(data, dims = 1))
println(scaled)
v = collect(1:6)
v[v .% 2 .== 0] .= 0
println(v, " ", count(iszero, v))
w = zeros(Int, 3)
w .+= [1, 2, 3]
w .*= 2
println(w, " ", w .^ 2, " ", w .÷ 3, " ", w .% 3, " ", -w)
println(in.([1, 5, 9], Ref([1, 2, 3, 9])), " ", [1, 2] .+ Ref(10), " ", (x -> x^2).(1:4), " ", map(+, 1:3, 4:6))
f(x, y) = x > y ? x - y : zero(x)
println(f.([5, 2, 8], 3), " ", f.(10, [1, 20]), " ", broadcast(f, [1 9], [0, 5]))
println((1:3) .+ (1:3)', " ", [1, 2, 3] .== [1, 5, 3], " ", .![true, false], " ", [1, 2] .// 3)
a = [1.0, 2.0, 3.0]
b = similar(a)
b .= a .^ 2 .+ 1
println(b, " ", a .≈ [1.0, 2.0000000001, 3.1], " ", isapprox.(a, [1.05, 2, 3]; atol = 0.1))
nested = [[1, 2], [3, 4, 5]]
println(sum.(nested), " ", length.(nested), " ", getindex.(nested, 1), " ", nested .|> last)
x = 0.0:0.25:1.0
println(collect(x .* 4), " ", (1:3) .* 4, " ", 10 .- (1:3), " ", typeof((1:3) .+ 1), " ", sin.(0:0) .+ 1)
#= expect
[23.0, 32.0, 54.5, 69.8, 86.9]
[268.15, 273.15, 285.65, 294.15, 303.65]
[0.0, 0.0, 12.5, 21.0, 25.0] [5.0, 0.0, 12.5, 21.0, 30.5] [10.0, 10.0, 12.5, 21.0, 30.5]
["cold", "cold", "warm", "warm", "warm"] ["0.0°C", "12.5°C"]
["Oslo: ", "Rome: ", "Cairo: "] [4, 4, 5] ["OS", "RO", "CA"]
3×4 Matrix{Int64}:
 10  20  30   40
 20  40  60   80
 30  60  90  120
[9 19 29 39; 19 39 59 79; 29 59 89 119] 5 [90, 80, 120]
[3.0 2.0] [0.0 -1.0; 2.0 1.0; -2.0 0.0]
[0.5 0.0; 1.0 1.0; 0.0 0.5]
[1, 0, 3, 0, 5, 0] 3
[2, 4, 6] [4, 16, 36] [0, 1, 2] [2, 1, 0] [-2, -4, -6]
Bool[1, 0, 1] [11, 12] [1, 4, 9, 16] [5, 7, 9]
[2, 0, 5] [9, 0] [1 9; 0 4]
[2 3 4; 3 4 5; 4 5 6] Bool[1, 0, 1] Bool[0, 1] Rational{Int64}[1//3, 2//3]
[2.0, 5.0, 10.0] Bool[1, 1, 0] Bool[1, 1, 1]
[3, 12] [2, 3] [1, 3] [2, 5]
[0.0, 1.0, 2.0, 3.0, 4.0] 4:4:12 9:-1:7 UnitRange{Int64} [1.0]
=#
