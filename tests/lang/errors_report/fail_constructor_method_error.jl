# A constructor called with arguments no method takes.
struct Point; x::Int; y::Int; end
Point(1)
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching Point(::Int64)
The type `Point` exists, but no method is defined for this combination of argument types when trying to construct it.

Closest candidates are:
  Point(::Int64, !Matched::Int64)
   @ Main <*>fail_constructor_method_error.jl:2
  Point(::Any, !Matched::Any)
   @ Main <*>fail_constructor_method_error.jl:2

Stacktrace:
<...>
=#
#= exit: 1 =#
