# Named functions defined inside functions see the enclosing variables.
function outer(x)
    function inner(y)
        y * 2
    end
    helper(z) = z + x
    inner(helper(1))
end
println(outer(5))
function make_adder(n)
    adder(x) = x + n
    return adder
end
add10 = make_adder(10)
println(add10(5))
function counter_demo()
    count = 0
    function bump()
        count += 1
    end
    bump(); bump(); bump()
    count
end
println(counter_demo())
function fact_local(n)
    f(k) = k <= 1 ? 1 : k * f(k - 1)
    f(n)
end
println(fact_local(6))
#= expect
12
15
3
720
=#
