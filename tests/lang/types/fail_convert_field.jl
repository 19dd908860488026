# A typed field cannot hold a value that does not convert to its type.
struct Person
    name::String
    age::Int
end
println(Person("Ada", 36))
Person("Bob", "forty")
#= expect
Person("Ada", 36)
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: Cannot `convert` an object of type String to an object of type Int64
=#
#= exit: 1 =#
