# typeof of every built-in kind of value, and isa / <: checks.
for x in (1, 1.0, "s", 'c', :s, true, nothing, [1], (1, 2), 1:2, 0x01, Int8(1), 1 => 2)
    println(repr(x), " :: ", typeof(x))
end
println(isa(1, Int), isa(1, Number), isa(1, AbstractFloat), isa("s", AbstractString))
println(1 isa Real, " ", [1] isa AbstractVector, " ", [1] isa AbstractArray, " ", zeros(2, 2) isa AbstractVector)
println(typeof(typeof(1)))
println(Int, " ", Vector{Float64}, " ", Dict{String, Int})
println(typeof([1 2; 3 4]), " ", typeof(zeros(2)))
#= expect
1 :: Int64
1.0 :: Float64
"s" :: String
'c' :: Char
:s :: Symbol
true :: Bool
nothing :: Nothing
[1] :: Vector{Int64}
(1, 2) :: Tuple{Int64, Int64}
1:2 :: UnitRange{Int64}
0x01 :: UInt8
1 :: Int8
1 => 2 :: Pair{Int64, Int64}
truetruefalsetrue
true true true false
DataType
Int64 Vector{Float64} Dict{String, Int64}
Matrix{Int64} Vector{Float64}
=#
