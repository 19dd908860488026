# Errors caught and shown as Julia prints them.
function safe_div(a, b)
    b == 0 && throw(DivideError())
    return a ÷ b
end
for (a, b) in [(7, 2), (1, 0)]
    try
        println(safe_div(a, b))
    catch e
        println("caught: ", e)
        showerror(stdout, e); println()
    end
end
try
    [1, 2, 3][5]
catch e
    showerror(stdout, e); println()
end
try
    Dict("a" => 1)["b"]
catch e
    showerror(stdout, e); println()
end
try
    parse(Int, "12x")
catch e
    showerror(stdout, e); println()
end
try
    sqrt(-1.0)
catch e
    showerror(stdout, e); println()
end
try
    error("custom failure ", 42)
catch e
    println(typeof(e), ": ", e.msg)
end
try
    convert(Int, 2.5)
catch e
    showerror(stdout, e); println()
end
try
    Int8(300)
catch e
    showerror(stdout, e); println()
end
try
    undefined_thing + 1
catch e
    println(typeof(e), " ", e.var)
end
struct MyErr <: Exception
    code::Int
end
Base.showerror(io::IO, e::MyErr) = print(io, "MyErr with code ", e.code)
try
    throw(MyErr(7))
catch e
    showerror(stdout, e); println()
    println(sprint(showerror, e))
end
e = ArgumentError("bad arg")
println(e, " | ", sprint(showerror, e))
#= expect
3
caught: DivideError()
DivideError: integer division error
BoundsError: attempt to access 3-element Vector{Int64} at index [5]
KeyError: key "b" not found
ArgumentError: invalid base 10 digit 'x' in "12x"
DomainError with -1.0:
sqrt was called with a negative real argument but will only return a complex result if called with a complex argument. Try sqrt(Complex(x)).
ErrorException: custom failure 42
InexactError: Int64(2.5)
InexactError: trunc(Int8, 300)
UndefVarError undefined_thing
MyErr with code 7
MyErr with code 7
ArgumentError("bad arg") | ArgumentError: bad arg
=#
