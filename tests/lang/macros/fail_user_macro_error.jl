# An error raised by the code a macro expands to.
macro check(ex)
    :($(esc(ex)) || error("check failed: " * $(string(ex))))
end
@check 1 + 1 == 2
println("ok")
@check 1 > 2
println("not reached")
#= expect
ok
=#
#= expect-stderr-prefix
ERROR: LoadError: check failed: 1 > 2
=#
#= exit: 1 =#
