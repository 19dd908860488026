# Products of matrices and vectors whose dimensions disagree: Julia's texts for the
# BLAS path (Float64) and the generic one.
try ones(2,3) * ones(2,3) catch e; showerror(stdout, e); println(); end
try [1 2 3; 4 5 6] * [1 2; 3 4] catch e; showerror(stdout, e); println(); end
try ones(2,3) * ones(2) catch e; showerror(stdout, e); println(); end
try [1 2 3; 4 5 6] * [1, 2] catch e; showerror(stdout, e); println(); end
try [1 2 3; 4 5 6] * [1, 2, 3, 4] catch e; showerror(stdout, e); println(); end
println([1 2 3; 4 5 6] * [1, 2, 3], " ", ones(2, 2) * ones(2), " ", [1 2; 3 4] * [1 0; 0 1])
#= expect
DimensionMismatch: A has dimensions (2,3) but B has dimensions (2,3)
DimensionMismatch: matrix A has dimensions (2,3), matrix B has dimensions (2,2)
DimensionMismatch: second dimension of A, 3, does not match length of x, 2
DimensionMismatch: matrix A has dimensions (2,3), vector B has length 2
DimensionMismatch: matrix A has dimensions (2,3), vector B has length 4
[14, 32] [2.0, 2.0] [1 2; 3 4]
=#
