# Exercism string exercises: run-length encoding, anagrams, isogram, word count, bob, series
function rle_encode(s)
    out = IOBuffer()
    i = 1
    cs = collect(s)
    while i <= length(cs)
        j = i
        while j < length(cs) && cs[j+1] == cs[i]
            j += 1
        end
        n = j - i + 1
        n > 1 && print(out, n)
        print(out, cs[i])
        i = j + 1
    end
    String(take!(out))
end
function rle_decode(s)
    out = IOBuffer()
    for m in eachmatch(r"(\d*)(\D)", s)
        n = isempty(m[1]) ? 1 : parse(Int, m[1])
        print(out, m[2]^n)
    end
    String(take!(out))
end
enc = rle_encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB")
println(enc, " ", rle_decode(enc) == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB", " ", rle_encode("  hsqq qww  "))

isanagram(a, b) = lowercase(a) != lowercase(b) && sort(collect(lowercase(a))) == sort(collect(lowercase(b)))
detect(word, cands) = filter(c -> isanagram(word, c), cands)
println(detect("listen", ["enlists", "google", "inlets", "banana", "Silent", "LISTEN"]))

isisogram(s) = (letters = [lowercase(c) for c in s if isletter(c)]; allunique(letters))
println(isisogram("lumberjacks"), " ", isisogram("isograms"), " ", isisogram("six-year-old"))

function wordcount(s)
    counts = Dict{String,Int}()
    for m in eachmatch(r"[a-z0-9]+(?:'[a-z]+)?", lowercase(s))
        counts[m.match] = get(counts, m.match, 0) + 1
    end
    counts
end
wc = wordcount("Joe can't tell between 'large' and large. Large? JOE!")
println(sort([(k, v) for (k, v) in wc]))

function bob(msg)
    m = strip(msg)
    isempty(m) && return "Fine. Be that way!"
    question = endswith(m, '?')
    yelling = any(isletter, m) && uppercase(m) == m
    question && yelling ? "Calm down, I know what I'm doing!" :
    question ? "Sure." : yelling ? "Whoa, chill out!" : "Whatever."
end
for m in ["How are you?", "WATCH OUT!", "WHAT?", "   ", "1, 2, 3", "Let's go."]
    println(repr(m), " => ", bob(m))
end
series(s, n) = [s[i:i+n-1] for i in 1:length(s)-n+1]
println(series("49142", 3), " ", maximum(prod(parse.(Int, collect(w))) for w in series("1027839564", 3)))
println(join(reverse(split("one two  three")), " "), "|", strip("  x  "), "|", chomp("line\n"), "|", chop("abc"))
#= expect
12WB12W3B24WB true 2 hs2q q2w2 
["inlets", "Silent"]
true false true
[("and", 1), ("between", 1), ("can't", 1), ("joe", 2), ("large", 3), ("tell", 1)]
"How are you?" => Sure.
"WATCH OUT!" => Whoa, chill out!
"WHAT?" => Calm down, I know what I'm doing!
"   " => Fine. Be that way!
"1, 2, 3" => Whatever.
"Let's go." => Whatever.
["491", "914", "142"] 270
three two one|x|line|ab
=#
