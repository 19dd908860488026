# A local assigned on only one branch is undefined on the other.
function relation(x, y)
    if x < y
        r = "less"
    elseif x == y
        r = "equal"
    end
    return r
end
println(relation(1, 2))
println(relation(3, 2))
#= expect
less
=#
#= expect-stderr-prefix
ERROR: LoadError: UndefVarError: `r` not defined<*>
=#
#= exit: 1 =#
