# Upper and lower triangular views of a square matrix (Julia's UpperTriangular and
# LowerTriangular): the parent is kept whole, the other triangle reads as zero and
# shows as `⋅`. Solves go through the dense path, which finds the matrix
# triangular and calls trtrs as Julia does.

for (W, inside, part, name) in ((:UpperTriangular, :(i <= j), :triu, "lower"),
                                (:LowerTriangular, :(i >= j), :tril, "upper"))
    @eval begin
        struct $W{T, S<:AbstractMatrix{T}} <: AbstractMatrix{T}
            data::S
        end
        $W(A::AbstractMatrix{T}) where {T} = (_checksquare(A); $W{T, typeof(A)}(A))
        $W(A::$W) = A
        size(U::$W{T}) where {T} = size(U.data)
        size(U::$W, d::Integer) = size(U.data, d)
        Base.parent(U::$W{T}) where {T} = U.data
        getindex(U::$W, i::Integer, j::Integer) = $inside ? U.data[i, j] : zero(eltype(U.data))
        function getindex(U::$W, k::Integer)
            n = size(U.data, 1)
            return U[(k - 1) % n + 1, (k - 1) ÷ n + 1]
        end
        function setindex!(U::$W, x, i::Integer, j::Integer)
            if $inside
                U.data[i, j] = x
            elseif !iszero(x)
                throw(ArgumentError(string("cannot set index in the ", $name, " triangular part (",
                    i, ", ", j, ") of ", $(W === :UpperTriangular ? "an " : "a "), $(string(W)), " matrix to a nonzero value (", x, ")")))
            end
            return x
        end
        Matrix(U::$W{T}) where {T} = $part(Matrix(U.data))
        Array(U::$W{T}) where {T} = Matrix(U)
        copy(U::$W{T}) where {T} = $W(copy(U.data))
        Base.replace_in_print_matrix(U::$W, i::Integer, j::Integer, s::AbstractString) =
            $inside ? s : Base.replace_with_centered_mark(s)
        det(U::$W{T}) where {T} = prod(diag(U))
        inv(U::$W{T}) where {T} = $W(inv(Matrix(U)))
        *(x::Number, U::$W) = $W(x * Matrix(U))
        *(U::$W, x::Number) = $W(Matrix(U) * x)
        +(U::$W, V::$W) = $W(Matrix(U) + Matrix(V))
        -(U::$W, V::$W) = $W(Matrix(U) - Matrix(V))
        -(U::$W{T}) where {T} = $W(-Matrix(U))
        *(U::$W, V::$W) = $W(Matrix(U) * Matrix(V))
        *(U::$W, x::AbstractVector) = Matrix(U) * x
        *(U::$W, B::AbstractMatrix) = Matrix(U) * B
        *(A::AbstractMatrix, U::$W) = A * Matrix(U)
        ==(U::$W, V::$W) = Matrix(U) == Matrix(V)
    end
end
istriu(U::UpperTriangular) = true
istril(L::LowerTriangular) = true
Base.transpose(U::UpperTriangular) = LowerTriangular(transpose(U.data))
Base.transpose(L::LowerTriangular) = UpperTriangular(transpose(L.data))
Base.adjoint(U::UpperTriangular) = LowerTriangular(adjoint(U.data))
Base.adjoint(L::LowerTriangular) = UpperTriangular(adjoint(L.data))

# Diagonal matrices show their zeros as `⋅` too.
Base.replace_in_print_matrix(D::Diagonal, i::Integer, j::Integer, s::AbstractString) =
    i == j ? s : Base.replace_with_centered_mark(s)

# Products mixing the two kinds (a full matrix, as Julia) and with a Diagonal
# (which keeps the triangle).
*(U::UpperTriangular, L::LowerTriangular) = Matrix(U) * Matrix(L)
*(L::LowerTriangular, U::UpperTriangular) = Matrix(L) * Matrix(U)
for W in (:UpperTriangular, :LowerTriangular)
    @eval begin
        *(D::Diagonal, U::$W) = $W(D * Matrix(U))
        *(U::$W, D::Diagonal) = $W(Matrix(U) * D)
    end
end
