# `in expression starting at` names the first line of the top-level expression
# that was running, here a loop whose third line fails.
function half(n)
    isodd(n) && throw(ArgumentError("odd: $n"))
    return n ÷ 2
end
for n in (4, 2, 3)
    println(half(n))
end
#= expect
2
1
=#
#= expect-stderr-prefix
ERROR: LoadError: ArgumentError: odd: 3
Stacktrace:
 [1] half(n::Int64)
   @ Main <*>fail_multiline_expression.jl:4
 [2] top-level scope
   @ <*>fail_multiline_expression.jl:8
in expression starting at <*>fail_multiline_expression.jl:7
=#
#= exit: 1 =#
