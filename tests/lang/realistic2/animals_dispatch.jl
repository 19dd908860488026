# Multiple dispatch on a small type hierarchy (the classic encounter example)
abstract type Animal end
abstract type Pet <: Animal end
struct Dog <: Pet
    name::String
end
struct Cat <: Pet
    name::String
end
struct Wolf <: Animal
    name::String
    pack::Int
end

sound(::Dog) = "woof"
sound(::Cat) = "meow"
sound(::Wolf) = "howl"
sound(a::Animal) = "..."

meet(a::Animal, b::Animal) = "$(a.name) ignores $(b.name)"
meet(a::Dog, b::Cat) = "$(a.name) chases $(b.name)"
meet(a::Cat, b::Dog) = "$(a.name) hisses at $(b.name)"
meet(a::Pet, b::Wolf) = "$(a.name) runs from $(b.name)"
meet(a::Wolf, b::Pet) = "$(a.name) hunts $(b.name)"
meet(a::T, b::T) where {T<:Animal} = "two $(lowercase(string(T)))s: $(a.name) and $(b.name)"

Base.show(io::IO, a::Animal) = print(io, nameof(typeof(a)), "(\"", a.name, "\")")
Base.isless(a::Animal, b::Animal) = isless(a.name, b.name)

zoo = [Dog("Rex"), Cat("Tom"), Wolf("Akela", 7), Dog("Fido"), Cat("Kitty")]
println(zoo)
println(sort(zoo))
for a in zoo
    println(a.name, " says ", sound(a))
end
for (a, b) in [(zoo[1], zoo[2]), (zoo[2], zoo[1]), (zoo[1], zoo[3]), (zoo[3], zoo[5]),
               (zoo[1], zoo[4]), (zoo[2], zoo[5])]
    println(meet(a, b))
end
println(count(a -> a isa Pet, zoo), " pets, ", count(a -> a isa Wolf, zoo), " wolf")
println(typeof(zoo), " ", eltype(filter(a -> a isa Dog, zoo)))
dogs = Dog[a for a in zoo if a isa Dog]
println(dogs, " ", typeof(dogs))
println(methods(sound) |> length)
println(hasmethod(sound, Tuple{Dog}), " ", applicable(meet, zoo[1], 3))
try
    meet(zoo[1], "stranger")
catch e
    println(typeof(e), " ", e.f, " ", e.args[2])
end
grouped = Dict{Type,Vector{String}}()
for a in zoo
    push!(get!(grouped, typeof(a), String[]), a.name)
end
for T in sort(collect(keys(grouped)), by = string)
    println(T, " => ", grouped[T])
end
println(Dog <: Pet <: Animal, " ", Wolf <: Pet, " ", supertypes(Dog))
#= expect
Animal[Dog("Rex"), Cat("Tom"), Wolf("Akela"), Dog("Fido"), Cat("Kitty")]
Animal[Wolf("Akela"), Dog("Fido"), Cat("Kitty"), Dog("Rex"), Cat("Tom")]
Rex says woof
Tom says meow
Akela says howl
Fido says woof
Kitty says meow
Rex chases Tom
Tom hisses at Rex
Rex runs from Akela
Akela hunts Kitty
two dogs: Rex and Fido
two cats: Tom and Kitty
4 pets, 1 wolf
Vector{Animal} Animal
Dog[Dog("Rex"), Dog("Fido")] Vector{Dog}
4
true false
MethodError meet stranger
Cat => ["Tom", "Kitty"]
Dog => ["Rex", "Fido"]
Wolf => ["Akela"]
true false (Dog, Pet, Animal, Any)
=#
