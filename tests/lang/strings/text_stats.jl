# Word frequencies of a text, sorted by count then word.
text = """
The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs!
"""
words = [lowercase(m.match) for m in eachmatch(r"[A-Za-z]+", text)]
counts = Dict{String, Int}()
for w in words
    counts[w] = get(counts, w, 0) + 1
end
ranked = sort(collect(counts), by = p -> (-p.second, p.first))
for (w, c) in ranked[1:4]
    println(rpad(w, 6), lpad(c, 3))
end
println(length(words), " words, ", length(counts), " distinct")
lines = split(chomp(text), '\n')
println(length(lines))
println(uppercase(strip(lines[2])))
println(replace(lines[1], "quick" => "slow", "lazy" => "sleepy"))
println(replace(lines[2], r"[;!]" => ""))
println(occursin("fox", lines[2]), " ", occursin(r"^The", lines[2]), " ", startswith(lines[1], "the"))
m = match(r"(\w+) (\w+)!", text)
println(m.captures, " ", m[1], " ", m.offset)
println(join(reverse(split("a,b,,c", ',')), "|"))
println(split("  many   spaces here  "))
println(titlecase("hello world"), " ", uppercasefirst("julia"))
#= expect
the     4
dog     2
fox     2
barks   1
15 words, 10 distinct
2
THE DOG BARKS; THE FOX RUNS!
The slow brown fox jumps over the sleepy dog.
The dog barks the fox runs
true true false
Union{Nothing, SubString{String}}["fox", "runs"] fox 65
c||b|a
SubString{String}["many", "spaces", "here"]
Hello World Julia
=#
