# No method of a callable object: the call and its candidates are named by the
# object's type, `(::Scale{Int64})(::String)` and `(::Scale)(::Number)`.
struct Scale{T}
    k::T
end
(s::Scale)(x::Number) = s.k * x
shown(f) = try
    f()
catch e
    replace(sprint(showerror, e), (@__FILE__) => "FILE")
end
println(Scale(2)(3), " ", Scale(1.5)(2))
println(shown(() -> Scale(2)("a")))
#= expect
6 3.0
MethodError: no method matching (::Scale{Int64})(::String)
The object of type `Scale{Int64}` exists, but no method is defined for this combination of argument types when trying to treat it as a callable object.

Closest candidates are:
  (::Scale)(!Matched::Number)
   @ Main FILE:6

=#
