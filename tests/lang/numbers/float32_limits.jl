# floatmax/floatmin/maxintfloat of Float32 and of a value.
println(floatmax(Float32), " ", floatmin(Float32), " ", maxintfloat(Float32), " ", typeof(floatmax(Float32)))
println(floatmax(1.0), " ", floatmin(2.0f0), " ", maxintfloat(1.0), " ", floatmax(Float32) < Inf32)
#= expect
3.4028235e38 1.1754944e-38 1.6777216e7 Float32
1.7976931348623157e308 1.1754944e-38 9.007199254740992e15 true
=#
