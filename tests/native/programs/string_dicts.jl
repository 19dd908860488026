# native: at least 6 compiled
# native: compiles tally! tally_then_fail! hash_of same_bytes piece rename! rename_then_fail! name_of sub_key tag_n tag_len
# Strings and Dicts in native code (docs/native.md "The subset"): a
# Dict{String, Int} counted into natively (its fields are vectors and Ints:
# a mutable struct with object fields), the table grown by rehash! natively;
# String hashing (the intrinsic hash_bytes), `===` of Strings by their bytes,
# String(::SubString{String}) (Core's string_substr); a SubString passed from
# the interpreter to native code (and a struct whose String field `new` left
# undefined: its entry bails, the interpreter runs the call); stores into
# object fields undone by a bail.

function tally!(d::Dict{String, Int}, words::Vector{String})
    for w in words
        d[w] = get(d, w, 0) + 1
    end
    return length(d)
end

# The same, then a DivideError after the stores: the bail restores the Dict
# (its fields and vectors) and the interpreter runs the call once.
function tally_then_fail!(d::Dict{String, Int}, words::Vector{String}, z::Int)
    for w in words
        d[w] = get(d, w, 0) + 1
    end
    return length(d) ÷ z
end

hash_of(s::String) = hash(s)
same_bytes(a::String, b::String) = a === b
piece(s::String, i::Int, j::Int) = Core.string_substr(s, i, j)
sub_key(s::SubString{String}) = String(s)

mutable struct Named
    name::String
    items::Vector{Int}
    n::Int
    Named(name::String, items::Vector{Int}) = new(name, items, 0)
    Named() = new()
end

function rename!(x::Named, s::String)
    x.name = s
    x.n += 1
    return x.n
end
function rename_then_fail!(x::Named, s::String, z::Int)
    x.name = s * "!"
    push!(x.items, 7)
    x.n += 1
    return x.n ÷ z
end
name_of(x::Named) = x.name

words = String[]
for i in 1:3000
    push!(words, string("w", i % 1200))
end
d = Dict{String, Int}()
println(tally!(d, words))
println(d["w0"], " ", d["w1199"], " ", get(d, "w1200", -1))
println(tally!(d, ["a", "b", "a"]), " ", d["a"])
try
    tally_then_fail!(d, ["a", "c", "w5"], 0)
catch e
    println("caught ", typeof(e))
end
println(length(d), " ", d["a"], " ", get(d, "c", 0), " ", d["w5"])
println(sum(c * c for (w, c) in d))

a = "hello"
b = string("hel", "lo")
println(hash_of(a) == hash(b), " ", hash_of("") == hash(""), " ", hash_of(a) == hash("hellO"))
println(same_bytes(a, b), " ", same_bytes(a, "help"), " ", same_bytes("", ""))
println(piece("strings", 2, 4), " [", piece("abc", 3, 2), "]")
try
    piece("abc", 0, 2)
catch e
    println("caught ", typeof(e))
end
s = split("alpha beta gamma", " ")
println(sub_key(s[2]), " ", ncodeunits(sub_key(s[3])), " ", sub_key(SubString("xyz", 2, 2)))

x = Named("first", [1, 2])
println(rename!(x, "second"), " ", name_of(x), " ", x.n)
try
    rename_then_fail!(x, "third", 0)
catch e
    println("caught ", typeof(e))
end
println(name_of(x), " ", x.items, " ", x.n)
y = Named()
try
    name_of(y)
catch e
    println("caught ", typeof(e))
end

struct Tag
    n::Int
    s::String
    Tag(n::Int) = new(n)
    Tag(n::Int, s::String) = new(n, s)
end
tag_n(t::Tag) = t.n + 1
tag_len(t::Tag) = ncodeunits(t.s) + t.n
println(tag_n(Tag(4, "four")), " ", tag_len(Tag(4, "four")), " ", tag_n(Tag(9)))
try
    tag_len(Tag(9))
catch e
    println("caught ", typeof(e))
end

#= expect
1200
2 2 -1
1202 2
caught DivideError
1203 3 1 4
7818
true true false
true false true
tri []
caught BoundsError
beta 5 y
1 second 1
caught DivideError
third! [1, 2, 7] 2
caught UndefRefError
5 8 10
caught UndefRefError
=#
