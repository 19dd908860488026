# An abstract type hierarchy with multiple dispatch, traits by dispatch, supertype walks and invoke
abstract type Animal end
abstract type Mammal <: Animal end
abstract type Bird <: Animal end

struct Dog <: Mammal
    name::String
end
struct Cat <: Mammal
    name::String
    lives::Int
end
struct Penguin <: Bird
    name::String
end
struct Parrot <: Bird
    name::String
    words::Vector{String}
end

sound(::Animal) = "..."
sound(::Dog) = "Woof"
sound(::Cat) = "Meow"
sound(p::Parrot) = isempty(p.words) ? "Squawk" : join(p.words, "! ") * "!"

canfly(::Animal) = false
canfly(::Bird) = true
canfly(::Penguin) = false

describe(a::Animal) = "$(a.name) the $(lowercase(string(nameof(typeof(a)))))"
describe(c::Cat) = invoke(describe, Tuple{Animal}, c) * " ($(c.lives) lives)"

meet(a::Animal, b::Animal) = "$(a.name) ignores $(b.name)"
meet(a::Dog, b::Cat) = "$(a.name) chases $(b.name)"
meet(a::Cat, b::Dog) = "$(a.name) hisses at $(b.name)"
meet(a::Mammal, b::Bird) = "$(a.name) watches $(b.name)"
meet(a::T, b::T) where {T<:Animal} = "two of a kind: $(a.name) and $(b.name)"

function lineage(T::Type)
    chain = Any[T]
    while T !== Any
        T = supertype(T)
        push!(chain, T)
    end
    join(string.(chain), " <: ")
end

zoo = Animal[Dog("Rex"), Cat("Tom", 9), Penguin("Pingu"), Parrot("Polly", ["Hello", "Cracker"]), Parrot("Kiwi", String[])]
for a in zoo
    println(rpad(describe(a), 22), rpad(sound(a), 18), canfly(a) ? "flies" : "grounded")
end
println(meet(zoo[1], zoo[2]), "; ", meet(zoo[2], zoo[1]), "; ", meet(zoo[1], zoo[3]))
println(meet(zoo[4], zoo[5]), "; ", meet(zoo[3], zoo[1]), "; ", meet(Dog("A"), Dog("B")))
println(lineage(Penguin))
println(supertype(Penguin), " ", supertypes(Cat), " ", isabstracttype(Mammal), " ", isconcretetype(Cat))
println(Dog <: Mammal, " ", Dog <: Bird, " ", Penguin <: Animal, " ", typeintersect(Mammal, Bird))
counts = Dict{Type,Int}()
for a in zoo
    T = a isa Mammal ? Mammal : Bird
    counts[T] = get(counts, T, 0) + 1
end
println(counts[Mammal], " mammals, ", counts[Bird], " birds")
println(length(methods(meet)), " meet methods; ", hasmethod(sound, Tuple{Penguin}), " ", hasmethod(canfly, Tuple{Int}))
println(sort(zoo, by = a -> (canfly(a), a.name)) .|> a -> a.name)
println(fieldnames(Parrot), " ", fieldtypes(Cat), " ", Parrot("x", []).words)
try
    meet(zoo[1], "cat")
catch e
    println(typeof(e), ": ", e.f, " with ", length(e.args), " arguments")
end
#= expect
Rex the dog           Woof              grounded
Tom the cat (9 lives) Meow              grounded
Pingu the penguin     ...               grounded
Polly the parrot      Hello! Cracker!   flies
Kiwi the parrot       Squawk            flies
Rex chases Tom; Tom hisses at Rex; Rex watches Pingu
two of a kind: Polly and Kiwi; Pingu ignores Rex; two of a kind: A and B
Penguin <: Bird <: Animal <: Any
Bird (Cat, Mammal, Animal, Any) true true
true false true Union{}
2 mammals, 3 birds
5 meet methods; true false
["Pingu", "Rex", "Tom", "Kiwi", "Polly"]
(:name, :words) (String, Int64) String[]
MethodError: meet with 2 arguments
=#
