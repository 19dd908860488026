# A MethodError lists the closest candidates, marking the arguments that do not
# match, with each method's module and file.
area(r::Int) = 3r^2
area(w::String, h) = w
area(2.5)
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching area(::Float64)
The function `area` exists, but no method is defined for this combination of argument types.

Closest candidates are:
  area(!Matched::Int64)
   @ Main <*>fail_method_candidates.jl:3
  area(!Matched::String, !Matched::Any)
   @ Main <*>fail_method_candidates.jl:4

Stacktrace:
 [1] top-level scope
   @ <*>fail_method_candidates.jl:5
in expression starting at <*>fail_method_candidates.jl:5
=#
#= exit: 1 =#
