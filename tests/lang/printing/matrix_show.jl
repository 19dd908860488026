# Matrices print on one line with ; between rows.
println([1 2; 3 4])
println(zeros(2, 3))
println([1.5 2; 3 4])
println(["a" "b"; "c" "d"])
println(fill(0, 1, 2))
println(typeof([1 2; 3 4]))
#= expect
[1 2; 3 4]
[0.0 0.0 0.0; 0.0 0.0 0.0]
[1.5 2.0; 3.0 4.0]
["a" "b"; "c" "d"]
[0 0]
Matrix{Int64}
=#
