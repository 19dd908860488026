# Everyday text processing: word counts, anagrams, ciphers, formatting
text = """
The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs!
A quick listen: silent night, enlist inlets.
"""

words = [lowercase(m.match) for m in eachmatch(r"[A-Za-z]+", text)]
println(length(words), " words, ", length(unique(words)), " distinct")
counts = Dict{String,Int}()
for w in words
    counts[w] = get(counts, w, 0) + 1
end
top = sort(collect(counts), by = p -> (-p.second, p.first))[1:4]
for (w, n) in top
    println(rpad(w, 6), lpad(n, 3), " ", "*"^n)
end

groups = Dict{String,Vector{String}}()
for w in unique(words)
    push!(get!(groups, join(sort(collect(w))), String[]), w)
end
anagrams = sort([g for g in values(groups) if length(g) > 1], by = first)
println(anagrams)

caesar(s, k) = map(c -> isletter(c) ? (base = isuppercase(c) ? 'A' : 'a'; base + mod(c - base + k, 26)) : c, s)
enc = caesar("Hello, World!", 3)
println(enc, " | ", caesar(enc, -3))

function vigenere(s, key; decrypt = false)
    key = uppercase(key)
    out = Char[]
    i = 0
    for c in uppercase(s)
        isletter(c) || continue
        k = key[i % length(key) + 1] - 'A'
        push!(out, 'A' + mod(c - 'A' + (decrypt ? -k : k), 26))
        i += 1
    end
    String(out)
end
v = vigenere("Attack at dawn", "LEMON")
println(v, " ", vigenere(v, "LEMON", decrypt = true))

line = "  name=Alice ; age = 30;city= Paris  "
fields = Dict(strip(k) => strip(v) for (k, v) in (split(kv, "=") for kv in split(strip(line), ";")))
println(sort(collect(keys(fields))), " ", fields["age"], " ", typeof(fields["city"]))
println(titlecase("the lord of the rings"), " | ", uppercasefirst("julia"), " | ", reverse("stressed"))
println(replace("2024-01-15", "-" => "/"), " ", replace("aaa", "a" => "b"; count = 2))
println(split("a,b,,c", ","), " ", split("a,b,,c", ","; keepempty = false))
println(join(["x", "y", "z"], ", ", " and "))
println(count(c -> c in "aeiou", lowercase(text)), " vowels")
println(strip("xxhixx", 'x'), " ", lstrip("  lead"), "|", rstrip("trail  "), "|")
println(occursin("fox", text), " ", findfirst("fox", text), " ", something(findnext('o', "foo", 3), 0))
s = "héllo wörld"
println(length(s), " ", ncodeunits(s), " ", uppercase(s), " ", s[1:2], " ", collect(s)[2])
println(chomp("line\n"), " ", repeat("ab", 3), " ", string('a':'e'...), " ", lpad("7", 3, '0'))
println(isempty(strip("   ")), " ", startswith("prefix_x", "prefix"), " ", endswith("file.jl", ".jl"))
println(parse(Int, "ff"; base = 16), " ", string(255; base = 2), " ", string(42; pad = 5))
println([length(l) for l in eachline(IOBuffer(text))])
#= expect
22 words, 16 distinct
the     4 ****
dog     2 **
fox     2 **
quick   2 **
[["listen", "silent", "enlist", "inlets"]]
Khoor, Zruog! | Hello, World!
LXFOPVEFRNHR ATTACKATDAWN
SubString{String}["age", "city", "name"] 30 SubString{String}
The Lord Of The Rings | Julia | desserts
2024/01/15 bba
SubString{String}["a", "b", "", "c"] SubString{String}["a", "b", "c"]
x, y and z
30 vowels
hi lead|trail|
true 17:19 3
11 13 HÉLLO WÖRLD hé é
line ababab abcde 007
true true true
255 11111111 00042
[44, 29, 44]
=#
