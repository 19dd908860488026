# How containers print: element type prefixes appear unless the element
# type is implied by the elements (Int64, Float64, String, Char, Symbol...).
println([1, 2, 3])
println(["a", "b"])
println([1.0, 2.5])
println(['x', 'y'])
println([:a, :b])
println(Any[1, "a", :b, 'c', 2.0])
println([[1, 2], [3, 4]])
println([(1, 2), (3, 4)])
println([1 => 2])
println((1, 2.0, "three", '4', :five))
println((a = 1, b = (c = 2, d = "x")))
println(Dict(:k => [1, 2]))
println(Dict("a" => (1, 2)))
println(Set(["only"]))
println([])
println(Any[])
println(String[])
println(Vector{Float64}())
println(1:0)
println((1,))
println([1, 2.5, 3])
println(Int[1, 2])
println([true, false])
println(Int8[1, -2])
println([0x01, 0xff])
println(Dict(1 => true))
#= expect
[1, 2, 3]
["a", "b"]
[1.0, 2.5]
['x', 'y']
[:a, :b]
Any[1, "a", :b, 'c', 2.0]
[[1, 2], [3, 4]]
[(1, 2), (3, 4)]
[1 => 2]
(1, 2.0, "three", '4', :five)
(a = 1, b = (c = 2, d = "x"))
Dict(:k => [1, 2])
Dict("a" => (1, 2))
Set(["only"])
Any[]
Any[]
String[]
Float64[]
1:0
(1,)
[1.0, 2.5, 3.0]
[1, 2]
Bool[1, 0]
Int8[1, -2]
UInt8[0x01, 0xff]
Dict{Int64, Bool}(1 => 1)
=#
