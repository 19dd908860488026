function f()
    @goto nowhere
end
f()
#= expect
=#
#= expect-stderr-prefix
<*>label "nowhere" referenced but not defined
=#
#= exit: 1 =#
