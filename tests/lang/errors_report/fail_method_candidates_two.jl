# Every method is a candidate, those with more matching arguments first; after a
# mismatch, later arguments are compared as if the mismatched one had matched.
combine(a::Int, b::Int) = a + b
combine(a::String, b::Float64) = a
combine(a::Symbol, b::Symbol) = a
combine(1, 2.5)
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching combine(::Int64, ::Float64)
The function `combine` exists, but no method is defined for this combination of argument types.

Closest candidates are:
  combine(::Int64, !Matched::Int64)
   @ Main <*>fail_method_candidates_two.jl:3
  combine(!Matched::String, ::Float64)
   @ Main <*>fail_method_candidates_two.jl:4
  combine(!Matched::Symbol, !Matched::Symbol)
   @ Main <*>fail_method_candidates_two.jl:5

Stacktrace:
<...>
=#
#= exit: 1 =#
