# count_ones, leading_zeros and trailing_zeros count in the operand's width.
println(count_ones(7))
println(count_ones(-1))
println(count_ones(0x0f))
println(leading_zeros(1))
println(leading_zeros(0))
println(leading_zeros(UInt8(1)))
println(trailing_zeros(8))
println(trailing_zeros(0))
println(leading_zeros(Int32(255)))
println(typeof(count_ones(0x0f)))
#= expect
3
64
4
63
64
7
3
64
24
Int64
=#
