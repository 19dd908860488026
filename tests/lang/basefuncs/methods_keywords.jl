# methods(f) lists a method's keyword arguments after `;`, the `kws...` rest last.
scale(x; factor = 2) = x * factor
function config(name::String; verbose::Bool = false, level, opts...)
    return name
end
plot(xs...; kw...) = nothing
area(w, h) = w * h
display(methods(scale))
display(methods(config))
display(methods(plot))
display(methods(area))
println(scale(3; factor = 4), " ", config("a"; level = 1))
#= expect
# 1 method for generic function "scale" from Main:
 [1] scale(x; factor)
     @ <*>methods_keywords.jl:2
# 1 method for generic function "config" from Main:
 [1] config(name::String; verbose, level, opts...)
     @ <*>methods_keywords.jl:3
# 1 method for generic function "plot" from Main:
 [1] plot(xs...; kw...)
     @ <*>methods_keywords.jl:6
# 1 method for generic function "area" from Main:
 [1] area(w, h)
     @ <*>methods_keywords.jl:7
12 a
=#
