function compose_all(fs...)
    function composed(x)
        for f in reverse(fs)
            x = f(x)
        end
        x
    end
    return composed
end
h = compose_all(x -> x + 1, x -> x * 2)
println(h(5))
println((sqrt ∘ abs)(-16))
println(map(string ∘ uppercase, ["a", "b"]))
function fact_iter(n)
    helper(acc, k) = k <= 1 ? acc : helper(acc * k, k - 1)
    helper(1, n)
end
println(fact_iter(10))
add(x) = y -> x + y
println(add(3)(4))
println(((x, y) -> x * y)(6, 7))
f = x -> begin
    y = x^2
    y + 1
end
println(f(3))
#= expect
11
4.0
["A", "B"]
3628800
7
42
10
=#
