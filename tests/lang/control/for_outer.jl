# `for outer i` reuses the enclosing local as the loop variable: it keeps the last value
# after the loop (a plain `for i` makes a new local for each iteration).
function find_first_square_above(n)
    i = 0
    for outer i in 1:100
        i^2 > n && break
    end
    i
end
println(find_first_square_above(50), " ", find_first_square_above(10_000))
function last_index(xs)
    k = 0
    for outer k in eachindex(xs)
    end
    k
end
println(last_index([5, 6, 7]), " ", last_index(Int[]))
function plain()
    i = 0
    for i in 1:3
    end
    i
end
println(plain())
function nested()
    a = 0
    b = 0
    for outer a in 1:2, outer b in 1:3
    end
    (a, b)
end
println(nested())
#= expect
8 100
3 0
0
(2, 3)
=#
