f(x::Integer) = "int $x"
f(x::Number) = "num $x"
f(x) = "any $x"
println(invoke(f, Tuple{Number}, 3))
println(invoke(f, Tuple{Integer}, 3))
println(invoke(f, Tuple{Any}, 3))
g(x; k = 1) = x + k
println(invoke(g, Tuple{Any}, 3; k = 5))
abstract type Animal end
struct Dog <: Animal
    name::String
end
speak(a::Animal) = "..."
speak(d::Dog) = "Woof, and " * invoke(speak, Tuple{Animal}, d)
println(speak(Dog("Rex")))
Base.show(io::IO, d::Dog) = (print(io, "Dog: "); invoke(show, Tuple{IO, Any}, io, d))
println(Dog("Rex"))
try
    invoke(f, Tuple{String}, 1)
catch e
    println(typeof(e))
end
h(x::Int) = 1
try
    invoke(h, Tuple{Any}, 1)
catch e
    println(typeof(e))
end
#= expect
num 3
int 3
any 3
8
Woof, and ...
Dog: Dog("Rex")
TypeError
MethodError
=#
