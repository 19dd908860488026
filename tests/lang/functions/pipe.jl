# The |> operator applies the function on its right.
println([1, 2, 3] |> sum)
println(4 |> sqrt)
println("hello" |> uppercase |> reverse)
square(x) = x^2
println(3 |> square |> string)
println([3, 1, 2] |> sort |> first)
println(-5 |> abs |> x -> x + 1)
#= expect
6
2.0
OLLEH
9
1
6
=#
