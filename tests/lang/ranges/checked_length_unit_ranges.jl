println(Base.checked_length(3:2), " ", Base.checked_length(1:5), " ", length(collect(-3:3)), " ", Base.checked_length(Base.OneTo(4)))
try; Base.checked_length(typemin(Int)+1:typemax(Int)); catch e; println(e); end
try; Base.checked_length(-1:typemax(Int)); catch e; println(e); end
println(Base.checked_length(0:typemax(Int)-1))
try; Base.checked_length(0:typemax(Int)); catch e; println(e); end

#= expect
0 5 7 4
OverflowError("9223372036854775807 - -9223372036854775807 overflowed for type Int64")
OverflowError("9223372036854775807 - -1 overflowed for type Int64")
9223372036854775807
OverflowError("9223372036854775807 + 1 overflowed for type Int64")
=#
