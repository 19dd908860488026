# Mutual recursion overflows the stack through a cycle of two frames: the trace
# prints the cycle once, then how many more times it repeats.
ping(n) = pong(n + 1)
pong(n) = ping(n + 1)
ping(1)
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: StackOverflowError:
Stacktrace:
<*>[1] p<*>ng(n::Int64)
<*>@ Main <*>fail_stack_overflow_cycle.jl:<*>
<*>[2] p<*>ng(n::Int64)
<*>@ Main <*>fail_stack_overflow_cycle.jl:<*>
--- the above 2 lines are repeated <*> more times ---
<...>
<*>top-level scope
<*>@ <*>fail_stack_overflow_cycle.jl:5
in expression starting at <*>fail_stack_overflow_cycle.jl:5
=#
#= exit: 1 =#
