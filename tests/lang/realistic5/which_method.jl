# which(f, types): the method a call with arguments of these types runs
area(x::Int) = 1
area(x::String) = 2
area(x, y::T) where {T<:Real} = 3
m = which(area, (Int,))
println(m)
println(which(area, Tuple{String}))
show(stdout, which(area, (Float64, Int))); println()
println(m.name, " ", m.module, " ", m.line, " ", m.nargs, " ", typeof(m))
println(which(area, (Float64, Int)) === which(area, (String, Int8)))
try
    which(area, (Float64,))
catch e
    println(typeof(e))
    println(e.msg)
end
#= expect
area(x::Int64)
     @ Main <*>which_method.jl:2
area(x::String)
     @ Main <*>which_method.jl:3
area(x, y::T) where T<:Real
     @ Main <*>which_method.jl:4
area Main 2 2 Method
true
ErrorException
Calling invoke(f, t, args...) would throw:
MethodError: no method matching area(::Float64)
=#
