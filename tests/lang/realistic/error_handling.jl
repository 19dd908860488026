function safe_div(a, b)
    try
        b == 0 && throw(DivideError())
        return a / b
    catch e
        println("caught ", typeof(e))
        return nothing
    finally
        println("done ", a, "/", b)
    end
end
println(safe_div(1, 2))
println(safe_div(1, 0))
struct ValidationError <: Exception
    field::Symbol
end
Base.showerror(io::IO, e::ValidationError) = print(io, "invalid field: ", e.field)
try
    throw(ValidationError(:age))
catch e
    showerror(stdout, e); println()
end
r = try
    parse(Int, "abc")
catch e
    e isa ArgumentError ? -1 : -2
end
println(r)
try
    error("custom ", 42)
catch e
    println(e.msg)
end
e = try; [1, 2][5]; catch ex; ex; end
println(typeof(e))
println(something(nothing, 3), " ", something(tryparse(Int, "7"), 0))
err = ErrorException("x")
println(err isa Exception, " ", ArgumentError <: Exception)
#= expect
done 1/2
0.5
caught DivideError
done 1/0
nothing
invalid field: age
-1
custom 42
BoundsError
3 7
true true
=#
