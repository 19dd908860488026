# Text processing: word frequencies, longest words, capitalisation and a histogram
text = """
The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!
A quick brown dog? No -- the quick brown fox. It's the fox's day.
"""

words = [lowercase(m.match) for m in eachmatch(r"[A-Za-z']+", text)]
println(length(words), " words, ", length(unique(words)), " distinct")
freq = Dict{String,Int}()
for w in words
    freq[w] = get(freq, w, 0) + 1
end
ranked = sort(collect(freq); by = kv -> (-kv.second, kv.first))
for (w, n) in ranked[1:5]
    println(rpad(w, 6), lpad(n, 3), " ", "*"^n)
end
longest = maximum(length, words)
println("longest: ", filter(w -> length(w) == longest, unique(words)))
sentences = [strip(s) for s in split(text, r"[.!?]") if !isempty(strip(s))]
println(length(sentences), " sentences; first: \"", sentences[1], "\"")
titled = join(uppercasefirst.(split(sentences[2])), " ")
println(titled)
initials = String(map(first, split("portable network graphics")))
println(uppercase(initials), " ", titlecase("hello wORLD"), " ", reverse("stressed"))
by_letter = Dict{Char,Vector{String}}()
for w in unique(words)
    push!(get!(by_letter, w[1], String[]), w)
end
for c in sort(collect(keys(by_letter)))[1:4]
    println(c, " => ", sort(by_letter[c]))
end
println(replace("a-b_c d", r"[-_ ]" => "."), " ", occursin("lazy", text), " ", count("the", lowercase(text)))
#= expect
28 words, 15 distinct
the     6 ******
brown   3 ***
dog     3 ***
fox     3 ***
quick   3 ***
longest: ["sleeps"]
5 sentences; first: "The quick brown fox jumps over the lazy dog"
The Dog Sleeps; The Fox Runs
PNG Hello World desserts
a => ["a"]
b => ["brown"]
d => ["day", "dog"]
f => ["fox", "fox's"]
a.b.c.d true 6
=#
