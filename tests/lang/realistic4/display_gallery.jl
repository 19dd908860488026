# What `display` shows for everyday values in a script (text/plain, no terminal): headers, alignment, aliases
struct Reading
    sensor::String
    value::Float64
end
Base.show(io::IO, ::MIME"text/plain", r::Reading) = print(io, "Reading ", r.sensor, " = ", r.value, " units")
Base.show(io::IO, r::Reading) = print(io, r.sensor, ":", r.value)

display([1, 22, 333])
display([1.5, -2.25, 1e-3])
display(["a", "bc"])
display(Any[1, "two", 3.0, :four, nothing])
display([Reading("t1", 20.5), Reading("t2", -3.0)])
display(Reading("solo", 1.0))
display(1:5)
display(0.0:0.5:2.0)
display((1, "a", 2.5))
display((x = 1, y = [2, 3]))
display(Dict("only" => 1))
display(Set([42]))
display([1 2.5; -3 4])
display(["x" "yy"; "zzz" "w"])
display(Float32[1.5, 2.0])
display(Union{Int,Nothing}[1, nothing])
display(reshape(1:6, 2, 3))
display(zeros(Int, 0))
display('a')
display("multi\nline")
display(:sym)
display(3 // 4)
display(Int8[1, -2])
display(UInt8[0x01, 0xff])
display(BitVector([true, false]))
display([[1, 2], [3]])
display(nothing)
#= expect
3-element Vector{Int64}:
   1
  22
 333
3-element Vector{Float64}:
  1.5
 -2.25
  0.001
2-element Vector{String}:
 "a"
 "bc"
5-element Vector{Any}:
 1
  "two"
 3.0
  :four
  nothing
2-element Vector{Reading}:
 Reading t1 = 20.5 units
 Reading t2 = -3.0 units
Reading solo = 1.0 units
1:5
0.0:0.5:2.0
(1, "a", 2.5)
(x = 1, y = [2, 3])
Dict{String, Int64} with 1 entry:
  "only" => 1
Set{Int64} with 1 element:
  42
2×2 Matrix{Float64}:
  1.0  2.5
 -3.0  4.0
2×2 Matrix{String}:
 "x"    "yy"
 "zzz"  "w"
2-element Vector{Float32}:
 1.5
 2.0
2-element Vector{Union{Nothing, Int64}}:
 1
  nothing
2×3 reshape(::UnitRange{Int64}, 2, 3) with eltype Int64:
 1  3  5
 2  4  6
Int64[]
'a': ASCII/Unicode U+0061 (category Ll: Letter, lowercase)
"multi\nline"
:sym
3//4
2-element Vector{Int8}:
  1
 -2
2-element Vector{UInt8}:
 0x01
 0xff
2-element BitVector:
 1
 0
2-element Vector{Vector{Int64}}:
 [1, 2]
 [3]
nothing
=#
