# A range longer than typemax(Int): its length wraps (as in Julia), checked_length
# and collect raise OverflowError (Julia's collect would overrun its buffer)
r = typemin(Int):typemax(Int)
println(length(r), " ", length(0:typemax(Int)), " ", Base.checked_length(10:-3:1))
for q in (-1:typemax(Int), typemin(Int):2:typemax(Int))
    try
        Base.checked_length(q)
    catch e
        println(e)
    end
end
println(last(typemin(Int):2:typemax(Int)))
println(collect(typemax(Int)-1:typemax(Int)))
x = collect(r)
#= expect
0 -9223372036854775808 4
OverflowError("9223372036854775807 - -1 overflowed for type Int64")
OverflowError("9223372036854775807 + 1 overflowed for type Int64")
9223372036854775806
[9223372036854775806, 9223372036854775807]
=#
#= expect-stderr-prefix
ERROR: LoadError: OverflowError: 9223372036854775807 - -9223372036854775808 overflowed for type Int64
=#
#= exit: 1 =#
