# LinearAlgebra: products and norms, the identity `I`, diagonal matrices,
# triangular parts, determinants, inverses and solves by LU with partial
# pivoting (in the order LAPACK's unblocked factorisation uses), matrix powers,
# and eigen-decomposition of symmetric matrices (cyclic Jacobi). Written in
# Kiln; docs/stdlib.md lists what is covered.
module LinearAlgebra

export dot, norm, normalize, cross, tr, det, logdet, inv, diag, diagm, Diagonal, I,
       UniformScaling, triu, tril, triu!, tril!, eigen, eigvals, eigvecs, Eigen, lu, LU,
       issymmetric, ishermitian, isdiag, istriu, istril, kron, opnorm, rank, nullspace,
       Symmetric, ⋅, ×, axpy!, lmul!, rmul!, mul!, \, Adjoint, Transpose, cholesky, Cholesky,
       svd, svdvals, SVD, issuccess, SingularException, PosDefException,
       UpperTriangular, LowerTriangular, qr, isposdef, cond, pinv,
       normalize!, logabsdet, eigmax, eigmin

import Base: *, +, -, /, \, ^, ==, size, getindex, setindex!, show, inv, copy, Matrix,
             convert, one, zero, Adjoint, Transpose

const AbstractVecOrMat = Union{AbstractVector, AbstractMatrix}

include("generic.jl")
include("uniformscaling.jl")
include("diagonal.jl")
include("triangular.jl")
include("lu.jl")
include("eigen.jl")
include("lapack.jl")
include("qr.jl")

end
