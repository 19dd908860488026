# Word frequencies, ranked by count and then alphabetically.
text = """
the quick brown fox jumps over the lazy dog
the dog barks and the fox runs
"""
counts = Dict{String, Int}()
for word in split(text)
    counts[word] = get(counts, word, 0) + 1
end
ranked = sort(collect(counts), by = p -> (-p.second, p.first))
for (word, n) in ranked[1:4]
    println(rpad(word, 6), n)
end
println(length(counts), " distinct words")
#= expect
the   4
dog   2
fox   2
and   1
11 distinct words
=#
