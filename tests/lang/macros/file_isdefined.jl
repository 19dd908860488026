# @__FILE__ names the current file; @isdefined tells whether a variable
# has a value.
println(endswith(@__FILE__, "file_isdefined.jl"))
println(@isdefined(undefined_name_here))
defined_here = 1
println(@isdefined(defined_here))
function f()
    println(@isdefined(localvar))
    localvar = 1
    println(@isdefined(localvar))
end
f()
println(@isdefined defined_here)
#= expect
true
false
true
false
true
true
=#
