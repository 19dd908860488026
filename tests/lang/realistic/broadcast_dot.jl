x = [1.0, 2.0, 3.0]
y = @. 2x^2 + 3x + 1
println(y)
z = similar(x)
@. z = sin(0 * x) + x
println(z)
println(max.(x, 2))
println(x .* [1 2])
println(abs.([-1, 2, -3]) .|> string)
f(a, b) = a + 2b
println(f.(x, 1))
println(round.(x ./ 3; digits = 2))
println(1 .<= [0, 1, 2] .< 2)
s = ["a", "b"]
println(s .* "!")
println(uppercase.(s))
v = [1, 2, 3]
v[v .> 1] .= 0
println(v)
println(broadcast(+, [1, 2], 10))
println(map(+, [1, 2], [10, 20]))
println(.-[1, 2])
println((1:3)')
#= expect
[6.0, 15.0, 28.0]
[1.0, 2.0, 3.0]
[2.0, 2.0, 3.0]
[1.0 2.0; 2.0 4.0; 3.0 6.0]
["1", "2", "3"]
[3.0, 4.0, 5.0]
[0.33, 0.67, 1.0]
Bool[0, 1, 0]
["a!", "b!"]
["A", "B"]
[1, 0, 0]
[11, 12]
[11, 22]
[-1, -2]
[1 2 3]
=#
