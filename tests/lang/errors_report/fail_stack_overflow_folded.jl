# A stack overflow's identical frames are printed once, with their count.
spin(n) = spin(n + 1)
spin(1)
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: StackOverflowError:
Stacktrace:
 [1] spin(n::Int64) (repeats <*> times)
   @ Main <*>fail_stack_overflow_folded.jl:2
 [2] top-level scope
   @ <*>fail_stack_overflow_folded.jl:3
in expression starting at <*>fail_stack_overflow_folded.jl:3
=#
#= exit: 1 =#
