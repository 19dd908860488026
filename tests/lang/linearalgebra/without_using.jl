# Base's \, / and inv on matrices work without `using LinearAlgebra`, as in
# Julia (whose LinearAlgebra is always loaded); det is not Base's.
A = [2.0 0; 0 4.0]
println(inv([2.0 1; 1 1]))
println([2 0; 0 4] \ [2, 4])
println([2.0 1; 1 3] \ [1.0, 2.0])
println([4.0 8; 2 6] / A)
try
    inv(zeros(2, 2, 2))
catch e
    println(typeof(e))
end
println(isdefined(Main, :det))
#= expect
[1.0 -1.0; -1.0 2.0]
[1.0, 1.0]
[0.2, 0.6]
[2.0 2.0; 1.0 1.5]
MethodError
false
=#
