# View types as Julia spells them (a `:` becomes Base.Slice{Base.OneTo{Int64}};
# the last parameter says whether the view indexes linearly), their text/plain
# header `view(::P, i, :) with eltype T`, and a reshaped range, which stays lazy
# (`reshape(::UnitRange{Int64}, 2, 3) with eltype Int64`).
A = [1.0 2.0; 3.0 4.0]
r = collect(eachrow(A))
println(eltype(r))
display(r)
println(typeof(view(A, :, 2)))
println(typeof(view(A, 1:2, 1:1)))
v = [1, 2, 3, 4, 5]
println(typeof(view(v, 2:4)), " ", typeof(view(v, [1, 3])))
display(view(A, 1, :))
display(view(A, 1:2, 1:1))
R = reshape(1:6, 2, 3)
display(R)
println(R, " ", typeof(R), " ", R[2, 3], " ", R[5], " ", sum(R), " ", R .+ 1)
println(reshape(1:6, 6) === 1:6, " ", collect(R) == [1 3 5; 2 4 6], " ", size(reshape(1:8, 2, 2, 2)))
try
    reshape(1:6, 4, 2)
catch e
    println(sprint(showerror, e))
end
#= expect
SubArray{Float64, 1, Matrix{Float64}, Tuple{Int64, Base.Slice{Base.OneTo{Int64}}}, true}
2-element Vector{SubArray{Float64, 1, Matrix{Float64}, Tuple{Int64, Base.Slice{Base.OneTo{Int64}}}, true}}:
 [1.0, 2.0]
 [3.0, 4.0]
SubArray{Float64, 1, Matrix{Float64}, Tuple{Base.Slice{Base.OneTo{Int64}}, Int64}, true}
SubArray{Float64, 2, Matrix{Float64}, Tuple{UnitRange{Int64}, UnitRange{Int64}}, false}
SubArray{Int64, 1, Vector{Int64}, Tuple{UnitRange{Int64}}, true} SubArray{Int64, 1, Vector{Int64}, Tuple{Vector{Int64}}, false}
2-element view(::Matrix{Float64}, 1, :) with eltype Float64:
 1.0
 2.0
2×1 view(::Matrix{Float64}, 1:2, 1:1) with eltype Float64:
 1.0
 3.0
2×3 reshape(::UnitRange{Int64}, 2, 3) with eltype Int64:
 1  3  5
 2  4  6
[1 3 5; 2 4 6] Base.ReshapedArray{Int64, 2, UnitRange{Int64}, Tuple{}} 6 5 21 [2 4 6; 3 5 7]
true true (2, 2, 2)
DimensionMismatch: parent has 6 elements, which is incompatible with size (4, 2)
=#
