# A top-level `return x` ends only its own statement, but x is still
# evaluated: with no global x that is an UndefVarError, which stops the file.
return 5
println("after return 5")
return no_such_global
println("not reached")
#= expect
after return 5
=#
#= expect-stderr-prefix
ERROR: LoadError: UndefVarError: `no_such_global` not defined<*>
=#
#= exit: 1 =#
