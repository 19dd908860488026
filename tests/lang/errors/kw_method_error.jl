# A keyword call no method takes: the call with its keywords, why, and the closest
# candidates with their keywords and the keywords of the call they do not take.
# A MethodError a program throws itself says so.
area(r::Int) = 3r^2
scale(x; factor = 2, offset = 0) = factor * x + offset
collect_kw(x; opts...) = x
shown(f) = try
    f()
catch e
    replace(sprint(showerror, e), (@__FILE__) => "FILE")
end
println(shown(() -> area(2; precise = true)))
println(shown(() -> scale(1; factor = 3, shift = 1, tilt = 2.0)))
println(shown(() -> scale(1; shift = 1)))
println(shown(() -> collect_kw("a", "b"; k = 1)))
println(shown(() -> scale("a", "b")))
println(shown(() -> throw(MethodError(area, (1,)))))
println(shown(() -> throw(MethodError(area, (1.5,)))))
#= expect
MethodError: no method matching area(::Int64; precise::Bool)
This method does not support all of the given keyword arguments (and may not support any).

Closest candidates are:
  area(::Int64) got unsupported keyword argument "precise"
   @ Main FILE:4

MethodError: no method matching scale(::Int64; factor::Int64, shift::Int64, tilt::Float64)
This method does not support all of the given keyword arguments (and may not support any).

Closest candidates are:
  scale(::Any; factor, offset) got unsupported keyword arguments "shift", "tilt"
   @ Main FILE:5

MethodError: no method matching scale(::Int64; shift::Int64)
This method does not support all of the given keyword arguments (and may not support any).

Closest candidates are:
  scale(::Any; factor, offset) got unsupported keyword argument "shift"
   @ Main FILE:5

MethodError: no method matching collect_kw(::String, ::String; k::Int64)
The function `collect_kw` exists, but no method is defined for this combination of argument types.

Closest candidates are:
  collect_kw(::Any; opts...)
   @ Main FILE:6

MethodError: no method matching scale(::String, ::String)
The function `scale` exists, but no method is defined for this combination of argument types.

Closest candidates are:
  scale(::Any; factor, offset)
   @ Main FILE:5

MethodError: no method matching area(::Int64)
This error has been manually thrown, explicitly, so the method may exist but be intentionally marked as unimplemented.

Closest candidates are:
  area(::Int64)
   @ Main FILE:4

MethodError: no method matching area(::Float64)
This error has been manually thrown, explicitly, so the method may exist but be intentionally marked as unimplemented.

Closest candidates are:
  area(!Matched::Int64)
   @ Main FILE:4

=#
