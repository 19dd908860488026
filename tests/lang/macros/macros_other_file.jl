# Macros defined in an included file and called here, from a function body too; a macro
# calling another macro in its result.
include("inc/macro_defs.jl")
@repeat_block 2 println("twice")
using .Gen
@getter color "red"
println(get_color())
Gen.@getter size 3
println(get_size())
function three_times(x)
    s = 0
    @repeat_block 3 s += x
    return s
end
println(three_times(5))
macro outer(ex)
    :(@repeat_block 2 $(esc(ex)))
end
@outer print("o")
println()
#= expect
twice
twice
red
3
15
oo
=#
