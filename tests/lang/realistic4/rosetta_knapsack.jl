# Rosetta Code: 0-1 knapsack (dynamic programming over weights) and the unbounded variant
struct Item
    name::String
    weight::Int
    value::Int
end

const ITEMS = [
    Item("map", 9, 150), Item("compass", 13, 35), Item("water", 153, 200),
    Item("sandwich", 50, 160), Item("glucose", 15, 60), Item("tin", 68, 45),
    Item("banana", 27, 60), Item("apple", 39, 40), Item("cheese", 23, 30),
    Item("beer", 52, 10), Item("suntan cream", 11, 70), Item("camera", 32, 30),
    Item("T-shirt", 24, 15), Item("trousers", 48, 10), Item("umbrella", 73, 40),
    Item("waterproof trousers", 42, 70), Item("waterproof overclothes", 43, 75),
    Item("note-case", 22, 80), Item("sunglasses", 7, 20), Item("towel", 18, 12),
    Item("socks", 4, 50), Item("book", 30, 10),
]

function knapsack(items::Vector{Item}, cap::Int)
    n = length(items)
    best = zeros(Int, n + 1, cap + 1)
    for (i, it) in enumerate(items), w in 0:cap
        best[i+1, w+1] = best[i, w+1]
        if it.weight <= w
            best[i+1, w+1] = max(best[i+1, w+1], best[i, w-it.weight+1] + it.value)
        end
    end
    chosen = Item[]
    w = cap
    for i in n:-1:1
        if best[i+1, w+1] != best[i, w+1]
            push!(chosen, items[i])
            w -= items[i].weight
        end
    end
    reverse!(chosen), best[end, end]
end

chosen, total = knapsack(ITEMS, 400)
for it in chosen
    println(rpad(it.name, 24), lpad(it.weight, 4), lpad(it.value, 5))
end
println("-"^33)
println(rpad("total", 24), lpad(sum(i -> i.weight, chosen), 4), lpad(total, 5))
println(length(chosen), " items; left behind: ", join(sort([i.name for i in setdiff(ITEMS, chosen)]), ", "))

# unbounded: coins, fewest number to make an amount
function mincoins(coins, amount)
    dp = fill(typemax(Int), amount + 1)
    dp[1] = 0
    for a in 1:amount, c in coins
        if c <= a && dp[a-c+1] != typemax(Int)
            dp[a+1] = min(dp[a+1], dp[a-c+1] + 1)
        end
    end
    dp[end] == typemax(Int) ? nothing : dp[end]
end
println([mincoins([1, 5, 10, 25], x) for x in (0, 7, 30, 99)], " ", something(mincoins([4, 6], 7), -1), " ", mincoins([3, 7], 11))
#= expect
map                        9  150
compass                   13   35
water                    153  200
sandwich                  50  160
glucose                   15   60
banana                    27   60
suntan cream              11   70
waterproof trousers       42   70
waterproof overclothes    43   75
note-case                 22   80
sunglasses                 7   20
socks                      4   50
---------------------------------
total                    396 1030
12 items; left behind: T-shirt, apple, beer, book, camera, cheese, tin, towel, trousers, umbrella
[0, 3, 2, 9] -1 nothing
=#
