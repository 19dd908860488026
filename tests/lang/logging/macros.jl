# The logging macros in the console format (stderr): one-line records in
# brackets, longer ones boxed, warnings and errors with their location.
@info "Starting"
x = 42
@info "Value" x y = 2 * x
@warn "Careful"
@debug "hidden at the default level"
using Logging
with_logger(NullLogger()) do
    @error "silenced"
end
@error "Bad thing" code = 7
with_logger(ConsoleLogger(stderr, Logging.Debug)) do
    @debug "now shown"
end
@info "vec" v = [1, 2, 3]
@info "two\nlines"
println(Logging.Info, " ", Logging.Warn < Logging.Error)
#= expect
Info true
=#
#= expect-stderr-prefix
[ Info: Starting
┌ Info: Value
│   x = 42
└   y = 84
┌ Warning: Careful
└ @ Main <*>macros.jl:6
┌ Error: Bad thing
│   code = 7
└ @ Main <*>macros.jl:12
┌ Debug: now shown
└ @ Main <*>macros.jl:14
┌ Info: vec
│   v =
│    3-element Vector{Int64}:
│     1
│     2
└     3
┌ Info: two
└ lines
=#
