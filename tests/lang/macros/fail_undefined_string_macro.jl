# A string macro nothing defines (`foo"..."` calls `@foo_str`) is an UndefVarError too.
println("before")
s = foo"abc"
println("not reached")
#= expect
before
=#
#= expect-stderr-prefix
ERROR: LoadError: UndefVarError: `@foo_str` not defined in `Main`
=#
#= exit: 1 =#
