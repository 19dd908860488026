# More string functions: case, chomp/strip variants, find, count, padding with
# strings, indices, and string(n; base, pad).
println(uppercasefirst("hello"), " ", lowercasefirst("WORLD"))
println(chomp("line\n"), "|", chomp("no newline"), "|")
println(strip("--a--", '-'), " ", strip("xyhixy", ['x', 'y']))
println(lstrip(isdigit, "123abc"), " ", rstrip(isdigit, "abc123"))
println(replace("hello", 'l' => "L"))
println(replace("a b c", " " => "_"; count = 1))
println(replace("abc", r"[ac]" => uppercase))
println(findfirst('o', "hello world"), " ", findlast('o', "hello world"))
println(findnext('o', "hello world", 6))
println(findall("o", "foo boo"))
println(count("o", "foo boo"))
println(occursin('x', "max"), " ", occursin("ab", "cab"))
println(repeat('-', 5), repeat("ab", 0), "|")
println(join(["a"], ", "), "|", join(String[], ", "), "|")
println(split("a,b;c", [',', ';']))
println(thisind("héllo", 3), " ", nextind("héllo", 1, 2))
println(isascii("abc"), " ", isascii("é"))
println(string(255; base = 16), " ", string(5; pad = 3), " ", string(-5; base = 2))
println(bitstring(UInt8(5)))
println(lpad("x", 4, "ab"), " ", rpad("x", 4, "ab"))
println(first("héllo", 2), " ", last("héllo", 3))
println(reverse("héllo"))
println(collect("añb"))
println(Int('é'), " ", Char(0x263A))
println(codeunit("abc", 2), " ", ncodeunits("é"))
println(cmp("b", "a"), " ", "abc" < "abd", " ", isless("b", "a"))
println(titlecase("the quick-brown fox"))
println(SubString("hello", 2, 4), " ", typeof(SubString("hello", 2, 4)))
println(parse(Int, "0x1f"), " ", parse(Int, "-0b101"), " ", tryparse(Float64, "x"))
#= expect
Hello wORLD
line|no newline|
a hi
abc abc
heLLo
a_b c
AbC
5 8
8
UnitRange{Int64}[2:2, 3:3, 6:6, 7:7]
4
true true
-----|
a||
SubString{String}["a", "b", "c"]
2 4
true false
ff 005 -101
00000101
abax xaba
hé llo
olléh
['a', 'ñ', 'b']
233 ☺
98 2
1 true false
The Quick-Brown Fox
ell SubString{String}
31 -5 nothing
=#
