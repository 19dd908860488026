# Dynamic programming: Levenshtein, LCS, knapsack, coin change, longest increasing subsequence
function levenshtein(s::AbstractString, t::AbstractString)
    a, b = collect(s), collect(t)
    d = zeros(Int, length(a) + 1, length(b) + 1)
    d[:, 1] = 0:length(a)
    d[1, :] = 0:length(b)
    for j in 2:length(b)+1, i in 2:length(a)+1
        cost = a[i-1] == b[j-1] ? 0 : 1
        d[i, j] = min(d[i-1, j] + 1, d[i, j-1] + 1, d[i-1, j-1] + cost)
    end
    d[end, end]
end

function lcs(a::String, b::String)
    m, n = length(a), length(b)
    L = zeros(Int, m + 1, n + 1)
    for i in 1:m, j in 1:n
        L[i+1, j+1] = a[i] == b[j] ? L[i, j] + 1 : max(L[i, j+1], L[i+1, j])
    end
    out = Char[]
    i, j = m, n
    while i > 0 && j > 0
        if a[i] == b[j]
            pushfirst!(out, a[i]); i -= 1; j -= 1
        elseif L[i, j+1] >= L[i+1, j]
            i -= 1
        else
            j -= 1
        end
    end
    String(out)
end

struct Item
    name::String
    weight::Int
    value::Int
end
function knapsack(items::Vector{Item}, cap::Int)
    n = length(items)
    best = zeros(Int, n + 1, cap + 1)
    for (k, it) in enumerate(items), w in 0:cap
        best[k+1, w+1] = best[k, w+1]
        if it.weight <= w
            best[k+1, w+1] = max(best[k+1, w+1], best[k, w-it.weight+1] + it.value)
        end
    end
    chosen = Item[]
    w = cap
    for k in n:-1:1
        if best[k+1, w+1] != best[k, w+1]
            push!(chosen, items[k])
            w -= items[k].weight
        end
    end
    best[end, end], reverse(chosen)
end

function coin_change(coins, amount)
    ways = zeros(BigInt, amount + 1)
    ways[1] = 1
    for c in coins, a in c:amount
        ways[a+1] += ways[a-c+1]
    end
    ways[end]
end

function lis(v)
    tails = eltype(v)[]
    for x in v
        i = searchsortedfirst(tails, x)
        i > length(tails) ? push!(tails, x) : (tails[i] = x)
    end
    length(tails)
end

for (s, t) in [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("flaw", "lawn")]
    println(s, " -> ", t, ": ", levenshtein(s, t))
end
println(lcs("thisisatest", "testing123testing"), " ", lcs("AGGTAB", "GXTXAYB"))
items = [Item("map", 9, 150), Item("compass", 13, 35), Item("water", 153, 200),
         Item("sandwich", 50, 160), Item("glucose", 15, 60), Item("tin", 68, 45),
         Item("banana", 27, 60), Item("apple", 39, 40)]
value, chosen = knapsack(items, 200)
println(value, " ", [it.name for it in chosen], " ", sum(it.weight for it in chosen))
println(coin_change([1, 5, 10, 25], 100), " ", coin_change([1, 5, 10, 25, 50, 100], 1000))
println(lis([3, 2, 6, 4, 5, 1]), " ", lis([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]))
fibmemo = Dict{Int,BigInt}(0 => 0, 1 => 1)
fib(n) = get!(() -> fib(n - 1) + fib(n - 2), fibmemo, n)
println(fib(90), " ", fib(150))
#= expect
kitten -> sitting: 3
rosettacode -> raisethysword: 8
 -> abc: 3
flaw -> lawn: 2
tsitest GTAB
510 ["map", "compass", "sandwich", "glucose", "tin", "banana"] 182
242 2103596
3 6
2880067194370816120 9969216677189303386214405760200
=#
