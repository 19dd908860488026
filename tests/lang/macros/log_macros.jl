# @info/@warn/@error print in Julia's logging format on stderr; @debug
# prints nothing at the default level.
@info "Starting"
n = 3
@warn "Careful" n x = "a"
@debug "hidden"
@info "Two\nlines"
println("done")
#= expect
done
=#
#= expect-stderr-prefix
[ Info: Starting
┌ Warning: Careful
│   n = 3
│   x = "a"
└ @ Main <*>log_macros.jl:5
┌ Info: Two
└ lines
=#
