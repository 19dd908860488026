# Everyday string processing: case, padding, splitting, character classes, reversing, chunking, templating
s = "  The Quick brown FOX, jumps over the lazy dog!  "
t = strip(s)
println(repr(t), " ", length(s), " ", length(t), " ", typeof(t))
println(uppercase(t), " | ", lowercase(t), " | ", titlecase("the quick brown fox"), " | ", uppercasefirst("julia"), " ", lowercasefirst("ABC"))
words = split(lowercase(t), r"[^a-z]+"; keepempty = false)
println(words, " ", length(words))
println(join(reverse(words), " "), " | ", join(map(w -> w[1:1], words)), " | ", join(words, ", ", " and "))
println(lpad("7", 3, "0"), " ", rpad("ab", 5, "-"), " ", lpad("xyz", 2), " ", lpad(42, 6), " ", rpad(3.5, 6, '*'), "|")
println(strip("xxhixx", 'x'), " ", lstrip("  a  "), "|", rstrip("  a  "), "| ", strip("--a-b--", ['-']), " ", chop("hello!"), " ", chomp("line\n"))
println(startswith(t, "The"), " ", endswith(t, '!'), " ", occursin("jumps", t), " ", contains(t, "cat"), " ", findfirst("o", t), " ", findlast('o', t), " ", findnext('o', t, 14))
println(count(isuppercase, t), " ", count(isspace, s), " ", count(c -> c in "aeiou", lowercase(t)), " ", sum(isdigit, "a1b22c333"))
println(reverse("stressed"), " ", reverse("añb"), " ", collect("añb"), " ", length("añb"), " ", ncodeunits("añb"), " ", "añb"[1:2])
println(replace(t, "dog" => "cat", "FOX" => "fox"), " ", replace("aaa", "a" => "b"; count = 2))
println(repeat("ab", 3), " ", "=" ^ 5, " ", "ab" * "cd" * 'e', " ", string("x", 1, 'y', 2.0, :z, nothing, true))
println(split("a,b,,c", ","), " ", split("a,b,,c", ","; limit = 2), " ", rsplit("a.b.c", "."; limit = 2), " ", split("  two  words "))
println(parse(Int, "  42 "), " ", tryparse(Int, "4x2"), " ", parse(Float64, "1e3"), " ", parse(Int, "ff"; base = 16), " ", string(255; base = 2), " ", string(7; pad = 3))
chunk(str, n) = [str[i:min(i + n - 1, end)] for i in 1:n:length(str)]
println(chunk("abcdefgh", 3), " ", length(chunk("abcdefgh", 2)))
println(isletter('é'), " ", isascii("é"), " ", Int('A'), " ", Char(0x263A), " ", 'a' + 1, " ", 'z' - 'a', " ", codepoint('€'), " ", nextind("é!", 1))
println(join(["$(k)=$(v)" for (k, v) in [("a", 1), ("b", 2)]], "&"), " ", "Total: $(round(2/3; digits = 3)) ($(100 * 2 ÷ 3)%)")
println(first("hello", 3), " ", last("hello", 2), " ", first("hi", 10), " ", SubString("hello", 2, 4), " ", thisind("héllo", 3), " ", eachsplit("a b c") |> collect)
println(escape_string("tab\there \"q\""), " ", unescape_string("a\\nb") == "a\nb", " ", uppercase('x'), " ", string('a':'e'...), " ", isempty(""), " ", cmp("a", "b"), " ", "abc" < "abd")
#= expect
"The Quick brown FOX, jumps over the lazy dog!" 49 45 SubString{String}
THE QUICK BROWN FOX, JUMPS OVER THE LAZY DOG! | the quick brown fox, jumps over the lazy dog! | The Quick Brown Fox | Julia aBC
SubString{String}["the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog"] 9
dog lazy the over jumps fox brown quick the | tqbfjotld | the, quick, brown, fox, jumps, over, the, lazy and dog
007 ab--- xyz     42 3.5***|
hi a  |  a| a-b hello line
true true true false 13:13 43 28
5 12 11 6
desserts bña ['a', 'ñ', 'b'] 3 4 añ
The Quick brown fox, jumps over the lazy cat! bba
ababab ===== abcde x1y2.0znothingtrue
SubString{String}["a", "b", "", "c"] SubString{String}["a", "b,,c"] SubString{String}["a.b", "c"] SubString{String}["two", "words"]
42 nothing 1000.0 255 11111111 007
["abc", "def", "gh"] 4
true false 65 ☺ b 25 8364 3
a=1&b=2 Total: 0.667 (66%)
hel lo hi ell 2 SubString{String}["a", "b", "c"]
tab\there \"q\" true X abcde true -1 true
=#
