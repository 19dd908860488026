# Reading a global that was never assigned.
println("start")
println(undefined_thing + 1)
#= expect
start
=#
#= expect-stderr-prefix
ERROR: LoadError: UndefVarError: `undefined_thing` not defined<*>
=#
#= exit: 1 =#
