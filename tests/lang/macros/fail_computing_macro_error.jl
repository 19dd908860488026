# An error thrown by a macro's body while its call is expanded: Julia reports it as a
# LoadError at the call, inside the LoadError of the file.
macro boom(x)
    x > 2 && error("too big: $x")
    x
end
println(@boom 1)
println(@boom 3)
println("not reached")
#= expect
1
=#
#= expect-stderr-prefix
ERROR: LoadError: LoadError: too big: 3
=#
#= exit: 1 =#
