a = Vector{Int}(undef, n)
b = Dict{String, Int}()
c = Set{Char}()
d = Int[]
e = Tuple{Int, Int}
f = Union{Int, Nothing}
g(x::Union{T, Nothing}) where {T} = x
h = Vector{Vector{Float64}}()
i = Matrix{Float64}(undef, 2, 3)
j = Vector{<:Real}
k = zeros(Int, 3)
l = typeof(x) == Int
m = x isa AbstractVector{<:Integer}
n = Array{Int, 2}
