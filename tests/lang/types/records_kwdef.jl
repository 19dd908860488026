# Records with @kwdef, @enum, NamedTuples, custom == and hash as Dict keys.
@enum Color red green blue
Base.@kwdef struct Config
    name::String = "default"
    retries::Int = 3
    color::Color = green
end
c = Config(retries = 5)
println(c, " ", c.color, " ", Int(c.color), " ", instances(Color), " ", Color(2))
println(Config(), " ", Config("x", 1, blue) == Config("x", 1, blue))
struct Key
    a::Int
    b::String
end
Base.:(==)(x::Key, y::Key) = x.a == y.a && lowercase(x.b) == lowercase(y.b)
Base.hash(k::Key, h::UInt) = hash(k.a, hash(lowercase(k.b), h))
d = Dict(Key(1, "A") => "first")
d[Key(1, "a")] = "second"
println(length(d), " ", d[Key(1, "A")], " ", haskey(d, Key(2, "a")))
people = [(name = "ann", age = 31), (name = "bob", age = 25), (name = "cy", age = 40)]
println(sort(people, by = p -> p.age)[1].name, " ", [p.name for p in people if p.age > 30])
nt = (x = 1, y = 2.5)
println(merge(nt, (z = "three",)), " ", keys(nt), " ", nt[2], " ", haskey(nt, :y), " ", length(nt))
println(NamedTuple{(:a, :b)}((1, 2)), " ", (; nt..., x = 10), " ", Tuple(nt))
x, y = nt
println(x, " ", y, " ", (a = 1,) == (a = 1,), " ", typeof((a = 1, b = "s")))
for (k, v) in pairs((p = 1, q = 2))
    print(k, "=", v, " ")
end
println()
println(red < blue, " ", string(blue), " ", Symbol(green), " ", typeof(red), " ", [c for c in instances(Color) if c != green])
#= expect
Config("default", 5, green) green 1 (red, green, blue) blue
Config("default", 3, green) true
1 second false
bob ["ann", "cy"]
(x = 1, y = 2.5, z = "three") (:x, :y) 2.5 true 2
(a = 1, b = 2) (x = 10, y = 2.5) (1, 2.5)
1 2.5 true @NamedTuple{a::Int64, b::String}
p=1 q=2 
true blue green Color Color[red, blue]
=#
