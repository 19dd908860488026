# Argument type annotations select among methods.
describe(x::Int) = "Int $x"
describe(x::Float64) = "Float64 $x"
describe(x::String) = "String $x"
describe(x) = "something else"
println(describe(1))
println(describe(2.5))
println(describe("s"))
println(describe(:sym))
println(describe(0x01))
half(x::Integer) = x ÷ 2
half(x::AbstractFloat) = x / 2
println(half(7), " ", half(7.0))
both(x::Int, y::Int) = "two ints"
both(x, y) = "anything"
println(both(1, 2), " ", both(1, 2.0))
#= expect
Int 1
Float64 2.5
String s
something else
something else
3 3.5
two ints anything
=#
