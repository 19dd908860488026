# Rosetta Code: Levenshtein distance (matrix DP), longest common subsequence, edit alignment
function levenshtein(s::AbstractString, t::AbstractString)
    a, b = collect(s), collect(t)
    m, n = length(a), length(b)
    d = zeros(Int, m + 1, n + 1)
    d[:, 1] = 0:m
    d[1, :] = 0:n
    for j in 1:n, i in 1:m
        cost = a[i] == b[j] ? 0 : 1
        d[i+1, j+1] = min(d[i, j+1] + 1, d[i+1, j] + 1, d[i, j] + cost)
    end
    d[end, end]
end

function lcs(a::AbstractString, b::AbstractString)
    x, y = collect(a), collect(b)
    L = zeros(Int, length(x) + 1, length(y) + 1)
    for i in eachindex(x), j in eachindex(y)
        L[i+1, j+1] = x[i] == y[j] ? L[i, j] + 1 : max(L[i, j+1], L[i+1, j])
    end
    out = Char[]
    i, j = length(x), length(y)
    while i > 0 && j > 0
        if x[i] == y[j]
            pushfirst!(out, x[i])
            i -= 1
            j -= 1
        elseif L[i, j+1] >= L[i+1, j]
            i -= 1
        else
            j -= 1
        end
    end
    String(out)
end

pairs_ = [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("saturday", "sunday"), ("", "abc"), ("naïve", "native")]
for (a, b) in pairs_
    println(rpad(repr(a), 14), rpad(repr(b), 16), levenshtein(a, b))
end
println(lcs("thisisatest", "testing123testing"), " ", lcs("1234", "1224533324"), " ", repr(lcs("abc", "xyz")))
words = ["apple", "apply", "ample", "maple", "applet", "pale"]
target = "appel"
ranked = sort(words, by = w -> (levenshtein(w, target), w))
println(ranked)
println([w => levenshtein(w, target) for w in ranked[1:3]])
println(minimum(levenshtein.(words, target)), " ", argmin(w -> levenshtein(w, target), words))
#= expect
"kitten"      "sitting"       3
"rosettacode" "raisethysword" 8
"saturday"    "sunday"        3
""            "abc"           3
"naïve"       "native"        2
tsitest 1234 ""
["apple", "applet", "apply", "ample", "maple", "pale"]
["apple" => 2, "applet" => 2, "apply" => 2]
2 apple
=#
