# Dispatch on the types of all arguments.
abstract type Animal end
struct Dog <: Animal end
struct Cat <: Animal end
meet(a::Dog, b::Dog) = "sniff"
meet(a::Dog, b::Cat) = "chase"
meet(a::Cat, b::Dog) = "hiss"
meet(a::Animal, b::Animal) = "ignore"
for (a, b) in ((Dog(), Dog()), (Dog(), Cat()), (Cat(), Dog()), (Cat(), Cat()))
    println(typeof(a), " meets ", typeof(b), ": ", meet(a, b))
end
combine(x::Number, y::Number) = x + y
combine(x::String, y::String) = x * y
combine(x, y) = (x, y)
println(combine(1, 2.5), " ", combine("a", "b"), " ", combine(1, "b"))
println(Dog())
#= expect
Dog meets Dog: sniff
Dog meets Cat: chase
Cat meets Dog: hiss
Cat meets Cat: ignore
3.5 ab (1, "b")
Dog()
=#
