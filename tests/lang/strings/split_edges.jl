# split: empty input, keepempty (true by default with a delimiter, false on
# whitespace), limit (also with empty pieces dropped, and of another integer
# type), String, Char, SubString and multi-byte delimiters, overlapping and empty
# delimiters, invalid and predicate delimiters, SubString input (pieces of its
# parent string) and Unicode whitespace (Julia's strings/util.jl `split`).
println(split("", ","))
println(split("", ","; keepempty = false))
println(split(""))
println(split("   "))
println(split(",a,,b,", ","))
println(split(",a,,b,", ','; keepempty = false))
println(split("a,b,c,d", ","; limit = 2))
println(split("a,b,c,d", ","; limit = 1))
println(split("a,b,c,d", ","; limit = 0), split("a,b,c,d", ","; limit = -1))
println(split("a,b,c,d", ","; limit = 10))
println(split("a,b,c,d", ","; limit = Int32(3)))
println(split(",,a,b", ","; limit = 2, keepempty = false))
println(split("a,,", ","; limit = 2, keepempty = false))
println(split("α→β→→γ", "→"), " ", split("α→β→→γ", '→'))
println(split("añb ñ c", 'ñ'))
println(split("a::b::::c", "::"))
println(split("aaa", "aa"))
println(split("abc", ""), " ", split("αb", ""))
println(split("a, b, c", SubString("x, ", 2)))
println(split("a€b", reinterpret(Char, 0xe2000000)))
println(split("a1b22c", isdigit))
println(split("a-b_c", ['-', '_']))
s = SubString("xx,yy,,zz", 4)
parts = split(s, ",")
println(parts, " ", typeof(parts), " ", [p.offset for p in parts])
println(split(SubString("a b  c", 2)), " ", typeof(split(SubString("a b", 1))))
println(split("a\u00a0b\u2003c\td\n"))
println(split(" a b ", isspace))
println(split(" a b c "; limit = 2))
println(split("x y z"; keepempty = true))
println(map(length, split("αβ γδε ζ")))
t = join(string.(1:2000), " ")
p = split(t, " ")
println(length(p), " ", p[end], " ", sum(parse(Int, x) for x in p))
println(split("a\r\nb\r\n", "\r\n"))
#= expect
SubString{String}[""]
SubString{String}[]
SubString{String}[]
SubString{String}[]
SubString{String}["", "a", "", "b", ""]
SubString{String}["a", "b"]
SubString{String}["a", "b,c,d"]
SubString{String}["a,b,c,d"]
SubString{String}["a", "b", "c", "d"]SubString{String}["a", "b", "c", "d"]
SubString{String}["a", "b", "c", "d"]
SubString{String}["a", "b", "c,d"]
SubString{String}["a", "b"]
SubString{String}["a", ","]
SubString{String}["α", "β", "", "γ"] SubString{String}["α", "β", "", "γ"]
SubString{String}["a", "b ", " c"]
SubString{String}["a", "b", "", "c"]
SubString{String}["", "a"]
SubString{String}["a", "b", "c"] SubString{String}["α", "b"]
SubString{String}["a", "b", "c"]
SubString{String}["a€b"]
SubString{String}["a", "b", "", "c"]
SubString{String}["a", "b", "c"]
SubString{String}["yy", "", "zz"] Vector{SubString{String}} [3, 0, 7]
SubString{String}["b", "c"] Vector{SubString{String}}
SubString{String}["a", "b", "c", "d"]
SubString{String}["", "a", "b", ""]
SubString{String}["a", "b c "]
SubString{String}["x", "y", "z"]
[2, 3, 1]
2000 2000 2001000
SubString{String}["a", "b", ""]
=#
