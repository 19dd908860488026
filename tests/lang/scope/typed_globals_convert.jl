# A typed global (`x::T = v` at top level, Julia 1.8) converts every later assignment to T,
# also `global x = v` in a function; a value that does not convert is an error and leaves x.
x::Int = 1
x = 2.0
println(x, " ", typeof(x))
function setx(v)
    global x = v
    return x
end
println(setx(3.0), " ", typeof(x))
x += 1.0
println(x, " ", typeof(x))
try
    global x = "a"
catch e
    println(typeof(e))
    println(first(split(sprint(showerror, e), '\n')))
end
try
    setx(2.5)
catch e
    println(e)
end
println(x)
counter::Float64 = 0
for i in 1:3
    global counter += i
end
println(counter)
label::Union{Nothing,String} = nothing
label = SubString("abc", 1, 2)
println(repr(label), " ", typeof(label))
y::Int = 5
y::Int = 6
println(y)
try
    @eval y::Float64 = 1.0
catch e
    println(e.msg)
end
z = 1.5
try
    @eval z::Int = 2
catch e
    println(e.msg)
end
println(Core.get_binding_type(Main, :x), " ", Core.get_binding_type(Main, :z))
#= expect
2 Int64
3 Int64
4 Int64
MethodError
MethodError: Cannot `convert` an object of type String to an object of type Int64
InexactError(:Int64, Int64, 2.5)
4
6.0
"ab" String
6
cannot set type for global Main.y. It already has a value or is already set to a different type.
cannot set type for global Main.z. It already has a value or is already set to a different type.
Int64 Any
=#
