# BitArray: the arrays of Bools that `trues`, `falses` and broadcast comparisons
# return. Kiln stores one Bool per element (Julia packs bits); the interface and
# printing are Julia's.

mutable struct BitArray{N} <: AbstractArray{Bool, N}
    data::Array{Bool, N}
end
const BitVector = BitArray{1}
const BitMatrix = BitArray{2}

BitArray{N}(::UndefInitializer, dims::Integer...) where {N} =
    BitArray{N}(Array{Bool, N}(undef, dims...))
BitArray(::UndefInitializer, dims::Integer...) = BitArray{length(dims)}(undef, dims...)
BitArray(::UndefInitializer, dims::Tuple) = BitArray{length(dims)}(undef, dims...)
BitArray{N}(::UndefInitializer, dims::Tuple) where {N} = BitArray{N}(undef, dims...)
BitArray(A::AbstractArray{Bool, N}) where {N} = BitArray{N}(copyto!(Array{Bool, N}(undef, size(A)...), A))
BitVector(A::AbstractVector{Bool}) = BitArray(A)

trues(dims::Integer...) = BitArray{length(dims)}(fill(true, dims...))
falses(dims::Integer...) = BitArray{length(dims)}(fill(false, dims...))

size(B::BitArray) = size(B.data)
length(B::BitArray) = length(B.data)
getindex(B::BitArray, i::Int) = B.data[i]
getindex(B::BitArray, i::Int, j::Int) = B.data[i, j]
setindex!(B::BitArray, x, i::Int) = (B.data[i] = x; B)
setindex!(B::BitArray, x, i::Int, j::Int) = (B.data[i, j] = x; B)
iterate(B::BitArray, i::Int = 1) = i > length(B.data) ? nothing : (B.data[i], i + 1)
similar(B::BitArray, ::Type{Bool}, dims::Tuple) = BitArray{length(dims)}(Array{Bool, length(dims)}(undef, dims...))
copy(B::BitArray{N}) where {N} = BitArray{N}(copy(B.data))
fill!(B::BitArray, x) = (fill!(B.data, x); B)
push!(B::BitVector, x) = (push!(B.data, x); B)
pop!(B::BitVector) = pop!(B.data)
resize!(B::BitVector, n::Integer) = (resize!(B.data, n); B)
count(B::BitArray) = count(B.data)
