# Exercism "word-count" and "sieve" with their tests; counts printed in a stable order
using Test

function wordcount(sentence::AbstractString)
    counts = Dict{String,Int}()
    for m in eachmatch(r"[a-z0-9]+(?:'[a-z]+)?", lowercase(sentence))
        counts[m.match] = get(counts, m.match, 0) + 1
    end
    counts
end

function sieve(limit::Integer)
    limit < 2 && return Int[]
    isprime = trues(limit)
    isprime[1] = false
    for i in 2:isqrt(limit)
        if isprime[i]
            isprime[i*i:i:limit] .= false
        end
    end
    findall(isprime)
end

@testset "word count" begin
    @test wordcount("word") == Dict("word" => 1)
    @test wordcount("one of each") == Dict("one" => 1, "of" => 1, "each" => 1)
    @test wordcount("one fish two fish red fish blue fish") ==
          Dict("one" => 1, "fish" => 4, "two" => 1, "red" => 1, "blue" => 1)
    @test wordcount("car: carpet as java: javascript!!&@\$%^&") ==
          Dict("car" => 1, "carpet" => 1, "as" => 1, "java" => 1, "javascript" => 1)
    @test wordcount("Joe can't tell between 'large' and large.") ==
          Dict("joe" => 1, "can't" => 1, "tell" => 1, "between" => 1, "large" => 2, "and" => 1)
    @test wordcount(" multiple   whitespaces") == Dict("multiple" => 1, "whitespaces" => 1)
end

@testset "sieve" begin
    @test sieve(1) == []
    @test sieve(2) == [2]
    @test sieve(10) == [2, 3, 5, 7]
    @test sieve(13) == [2, 3, 5, 7, 11, 13]
    @test length(sieve(1000)) == 168
end

text = """
The cat sat on the mat. The dog sat on the log!
Didn't the cat see the dog? It didn't.
"""
wc = wordcount(text)
for (w, n) in sort(collect(wc), by = p -> (-p[2], p[1]))
    n > 1 && println(lpad(w, 8), " ", "*"^n, " ", n)
end
println(length(wc), " distinct, ", sum(values(wc)), " total")
ps = sieve(100)
println(ps[end-4:end], " ", length(ps), " ", sum(ps))
println(count(p -> p % 4 == 1, ps), " ", [p for p in ps if p + 2 in ps])
println(typeof(trues(3)), " ", trues(3), " ", findall(iseven, [1, 2, 4, 5]))
#= expect
Test Summary: | Pass  Total  Time
word count    |    6      6  <TIME>
Test Summary: | Pass  Total  Time
sieve         |    5      5  <TIME>
     the ****** 6
     cat ** 2
  didn't ** 2
     dog ** 2
      on ** 2
     sat ** 2
10 distinct, 20 total
[73, 79, 83, 89, 97] 25 1060
11 [3, 5, 11, 17, 29, 41, 59, 71]
BitVector Bool[1, 1, 1] [2, 3]
=#
