# Group anagrams, exercism-style, with tests.
using Test
function anagram_groups(words)
    groups = Dict{String, Vector{String}}()
    for w in words
        key = String(sort(collect(lowercase(w))))
        push!(get!(() -> String[], groups, key), w)
    end
    return sort([sort(g) for g in values(groups) if length(g) > 1], by = first)
end
function detect_anagrams(subject, candidates)
    s = lowercase(subject)
    return filter(candidates) do c
        lc = lowercase(c)
        lc != s && sort(collect(lc)) == sort(collect(s))
    end
end
g = anagram_groups(["listen", "silent", "enlist", "google", "gogole", "cat", "act", "dog"])
println(g)
@testset "anagrams" begin
    @test detect_anagrams("diaper", ["hello", "world", "zombies", "pants"]) == []
    @test detect_anagrams("master", ["stream", "pigeon", "maters"]) == ["stream", "maters"]
    @test isempty(detect_anagrams("go", ["go", "Go", "GO"]))
    @test detect_anagrams("Orchestra", ["cashregister", "Carthorse", "radishes"]) == ["Carthorse"]
    @test_throws MethodError detect_anagrams(1, 2)
end
r = detect_anagrams("tan", ["stand", "at"])
println(r, " ", typeof(r))
#= expect
[["act", "cat"], ["enlist", "listen", "silent"], ["gogole", "google"]]
Test Summary: | Pass  Total  Time
anagrams      |    5      5  <TIME>
String[] Vector{String}
=#
