# A macro nothing defines: Julia expands each top-level statement when it runs, so the
# statements before it run and its call is an UndefVarError (never a crash or a hang).
println("before")
x = @no_such_macro 1 + 2
println("not reached")
#= expect
before
=#
#= expect-stderr-prefix
ERROR: LoadError: UndefVarError: `@no_such_macro` not defined in `Main`
=#
#= exit: 1 =#
