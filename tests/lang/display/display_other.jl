# display of scalars, ranges, tuples, Dict, Set, and complex numbers by alias.
display(1:5)
display(0:0.5:2)
display(1.0 + 2.0im)
println(typeof(1.0 + 2.0im))
println([1.0 + 2.0im])
display(3)
display("hi")
display(:sym)
display(nothing)
display((1, "a"))
display(Dict("a" => 1))
display(Dict(1 => 1/3))
display(Dict{String, Int}())
display(Set([1]))
display(Set(["x"]))
display(Set{Int}())
display(1 => 2)
#= expect
1:5
0.0:0.5:2.0
1.0 + 2.0im
ComplexF64
ComplexF64[1.0 + 2.0im]
3
"hi"
:sym
nothing
(1, "a")
Dict{String, Int64} with 1 entry:
  "a" => 1
Dict{Int64, Float64} with 1 entry:
  1 => 0.333333
Dict{String, Int64}()
Set{Int64} with 1 element:
  1
Set{String} with 1 element:
  "x"
Set{Int64}()
1 => 2
=#
