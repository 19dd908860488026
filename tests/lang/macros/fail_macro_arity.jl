# A macro called with a number of arguments none of its methods takes: the
# call of the macro's function raises a MethodError, wrapped in a LoadError for
# the call (Julia's macro expansion), when the statement is reached.
macro twice(ex)
    :(2 * $(esc(ex)))
end
println(@twice 3)
println(@twice 1 2)
println("not reached")
#= expect
6
=#
#= expect-stderr-prefix
ERROR: LoadError: LoadError: MethodError: no method matching var"@twice"(::LineNumberNode, ::Module, ::Int64, ::Int64)
=#
#= exit: 1 =#
