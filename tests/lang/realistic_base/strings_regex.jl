# strings regex: output as Julia 1.11 prints it.
s = "  Hello, World!  "
println(repr(strip(s)), " ", repr(lstrip(s)), " ", repr(rstrip(s)))
println(strip("xxhixx", 'x'), " ", strip("[a]", ['[', ']']))
println(lpad("7", 3, '0'), " ", rpad("ab", 5, '.'), "|", lpad(42, 6), "|")
println(replace("a-b-c", "-" => "+"), " ", replace("hello world", r"o" => "0"), " ", replace("abc", "a" => "x", "c" => "z"))
println(replace("The year 2023", r"(\d+)" => s"<\1>"))
println(occursin("lo", "hello"), " ", occursin(r"^h.*o$", "hello"), " ", startswith("hello", "he"), " ", endswith("hello", "lo"))
println(split("a,b,,c", ","), " ", split("a,b,,c", ","; keepempty = false), " ", split("a b  c"), " ", split("k=v=w", "="; limit = 2))
println(join(["a", "b", "c"], ", ", " and "), " ", join(1:3, "-"))
println(uppercasefirst("julia"), " ", lowercasefirst("ABC"), " ", titlecase("hello big world"), " ", uppercase("mix"))
println(chop("hello"), " ", chop("hello", head = 1, tail = 2), " ", chomp("line\n"), " ", repr(chomp("x\r\n")))
println(findfirst('o', "hello world"), " ", findnext('o', "hello world", 6), " ", findlast("o", "hello world"), " ", findfirst("xyz", "abc"))
println(findfirst(r"[0-9]+", "abc123def"))
for m in eachmatch(r"\d+", "a1 b22 c333")
    print(m.match, " ")
end
println()
m = match(r"(\w+)@(\w+)\.com", "mail: joe@example.com")
println(m.captures, " ", m[1], " ", m.offset)
m2 = match(r"(?<key>\w+)=(?<val>\d+)", "x=10")
println(m2[:key], " ", m2["val"], " ", m2)
println(match(r"z", "abc") === nothing)
sub = SubString("hello world", 1, 5)
println(sub, " ", typeof(sub), " ", repr(sub))
show(sub); println()
println(length("héllo"), " ", sizeof("héllo"), " ", reverse("héllo"), " ", collect("ab"))
println(repeat("ab", 3), " ", "x"^3, " ", string("a", 1, 'c', 2.5), " ", "abc"[2], " ", "abc"[2:3])
println(parse(Int, "ff"; base = 16), " ", string(3.0), " ", "$(1 + 2) items", " ", count(c -> c == 'l', "hello"))
println(isempty(""), " ", "apple" < "banana", " ", cmp("b", "a"), " ", codeunits("hi"), " ", ncodeunits("é"))
println(strip.(split(" a | b |c ", "|")))
println(join(reverse(split("one two three")), " "), " ", lowercase.(["A", "B"]))
#= expect
"Hello, World!" "Hello, World!  " "  Hello, World!"
hi a
007 ab...|    42|
a+b+c hell0 w0rld xbz
The year <2023>
true true true true
SubString{String}["a", "b", "", "c"] SubString{String}["a", "b", "c"] SubString{String}["a", "b", "c"] SubString{String}["k", "v=w"]
a, b and c 1-2-3
Julia aBC Hello Big World MIX
hell el line "x"
5 8 8:8 nothing
4:6
1 22 333 
Union{Nothing, SubString{String}}["joe", "example"] joe 7
x 10 RegexMatch("x=10", key="x", val="10")
true
hello SubString{String} "hello"
"hello"
5 6 olléh ['a', 'b']
ababab xxx a1c2.5 b bc
255 3.0 3 items 2
true true 1 UInt8[0x68, 0x69] 2
SubString{String}["a", "b", "c"]
three two one ["a", "b"]
=#
