# String building: interpolation, IOBuffer, join, sprint, repr, escapes.
name, n, x = "Ada", 3, 2.5
println("Hello, $(name)! You have $n messages and $(n * x) points.")
println("Escapes: tab[\t] quote[\"] dollar[\$] backslash[\\]")
io = IOBuffer()
for i in 1:3
    print(io, i, i < 3 ? "-" : "")
end
s = String(take!(io))
println(s, " ", length(s), " ", isempty(take!(io)))
println(join(["a", "b", "c"], ", ", " and "), " ", join(1:4), " ", join([1.5, 2], "|"))
println(sprint(print, 1, 'x', "y"), " ", sprint(show, "q\"t"), " ", repr('\n'), " ", repr(:sym), " ", repr(1:3))
println(string(nothing), " ", string(missing), " ", string(:s, 1), " ", repr("a\\b"), " ", repr([1, 2]))
println(lowercase("ÀB"), " ", uppercase("grün"), " ", reverse("héllo"), " ", length("日本語"), " ", first("日本語", 2))
println(rpad("x", 4, "ab"), "|", lpad("toolong", 3), "|")
println(cmp("a", "b"), " ", "abc" < "abd", " ", isless("B", "a"), " ", max("x", "y"), " ", sort(["b", "aa", "c"], by = length))
println(occursin(r"\d{3}", "ab123"), " ", replace("2024-01-15", r"(\d+)-(\d+)-(\d+)" => s"\3/\2/\1"), " ", match(r"(?<y>\d{4})", "in 1999").captures)
m = match(r"(?<key>\w+)=(?<val>\w+)", "x=42")
println(m[:key], " ", m["val"], " ", m.match, " ", keys(m))
println([m.match for m in eachmatch(r"\d+", "a1b22c333")], " ", count(r"\d", "a1b22"), " ", findall(r"\d+", "a1b22"))
println(strip.(split("a, b ,c", ",")), " ", split("a.b.c", ".", limit = 2), " ", rsplit("a.b.c", ".", limit = 2))
println(startswith("julia", r"ju"), " ", endswith("file.txt", ".txt"), " ", contains("haystack", "st"), " ", ascii("abc"))
println(string(1.0), " ", string(1e20), " ", string(Int8(-5)), " ", string(0x0f), " ", string(true), " ", string('c'))
println(repeat('=', 10), " ", '=' ^ 3, " ", "ab" * 'c', " ", prod(["x", "y"]), " ", *("p", "q"))
println(isvalid("abc", 2), " ", nextind("héllo", 2), " ", prevind("héllo", 4), " ", thisind("héllo", 3), " ", codeunit("a", 1))
println(escape_string("a\nb\"c"), " ", unescape_string("a\\tb"), " ", chomp("line\n"), "|", chop("abc", head = 1, tail = 1))
#= expect
Hello, Ada! You have 3 messages and 7.5 points.
Escapes: tab[	] quote["] dollar[$] backslash[\]
1-2-3 5 true
a, b and c 1234 1.5|2.0
1xy "q\"t" '\n' :sym 1:3
nothing missing s1 "a\\b" [1, 2]
àb GRÜN olléh 3 日本
xaba|toolong|
-1 true true y ["b", "c", "aa"]
true 15/01/2024 Union{Nothing, SubString{String}}["1999"]
x 42 x=42 ["key", "val"]
SubString{String}["1", "22", "333"] 3 UnitRange{Int64}[2:2, 4:5]
SubString{String}["a", "b", "c"] SubString{String}["a", "b.c"] SubString{String}["a.b", "c"]
true true true abc
1.0 1.0e20 -5 15 true c
========== === abc xy pq
true 4 2 2 97
a\nb\"c a	b line|b
=#
