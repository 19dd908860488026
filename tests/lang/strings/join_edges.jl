# join: empty and one-element collections, `last`, Char/Symbol/SubString pieces and
# delimiters, elements that print as numbers or `nothing`, tuples, matrices
# (column-major order), generators and Strings iterated by Char, join(io, ...),
# and an #undef element (Julia's strings/io.jl: each piece is `print`ed).
println(repr(join(String[])))
println(repr(join(String[], ", ")))
println(join(["a"], ", ", " and "))
println(join(["a", "b"], ", ", " and "))
println(join(["a", "b", "c"], ", ", " and "))
println(join(["a", "b", "c"], ',', '&'))
println(join(('x', "yy", :zz, SubString("hello", 2, 3)), '-'))
println(join(["α", "β", "γ"], "·"))
println(join(["a", "b"], ""))
println(join(["a", "b"], SubString("<, >", 2, 3)))
println(join(Any[1, 2.5, nothing, missing], ";"))
println(join(Any["a", 1, 'c', :d], ", "))
println(join(['a', 'b', 'c']))
println(join("abc", "-"))
println(repr(join((), ",")))
println(join(("one",), "+", "-"))
println(join((string(i) for i in 1:3), "+"))
println(join(["a" "b"; "c" "d"], ","))
println(join([:x, :y], "_"))
println(join(["a", "b", "c"], 0, 9))
println(join([1, 2, 3], ", ", " or "))
println(collect(codeunits(join([reinterpret(Char, 0xff000000), 'a'], ""))))
println(typeof(join(SubString{String}[])), " ", typeof(join(["a"], 'x')))
words = split("the quick brown fox", ' ')
println(join(words, "|"), " ", typeof(words))
println(join(reverse(words), " ", " and "))
io = IOBuffer()
join(io, ["x", "y"], "/")
print(io, "!")
join(io, (1, 2), ",")
println(String(take!(io)))
join(stdout, ["p", "q", "r"], ", ", " & ")
println()
v = Vector{String}(undef, 2)
v[1] = "a"
try
    join(v, ",")
catch e
    println(typeof(e))
end
big = join(fill("ab", 1000), ";")
println(ncodeunits(big), " ", big[1:8], " ", join(split(big, ";")) == "ab"^1000)
#= expect
""
""
a
a and b
a, b and c
a,b&c
x-yy-zz-el
α·β·γ
ab
a, b
1;2.5;nothing;missing
a, 1, c, d
abc
a-b-c
""
one
1+2+3
a,c,b,d
x_y
a0b9c
1, 2 or 3
UInt8[0xff, 0x61]
String String
the|quick|brown|fox Vector{SubString{String}}
fox brown quick and the
x/y!1,2
p, q & r
UndefRefError
2999 ab;ab;ab true
=#
