# An @enum value shown as text/plain: its name, type and value (of the base type).
@enum Color red green blue
@enum Level::UInt8 low = 1 high = 4
display(green)
show(stdout, MIME"text/plain"(), high)
println()
println(repr(MIME"text/plain"(), red))
println(Integer(blue), " ", typeof(Integer(blue)), " ", Integer(high))
#= expect
green::Color = 1
high::Level = 0x04
red::Color = 0
2 Int32 4
=#
