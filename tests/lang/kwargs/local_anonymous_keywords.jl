function outer(n)
    g(x; k=1) = x + k + n
    h(x, y=2; scale=1, rest...) = (x + y) * scale + length(rest)
    println(g(1), " ", g(1; k=10))
    println(h(1), " ", h(1, 3; scale=2), " ", h(1; a=1, b=2))
    function rec(m; acc=0)
        m == 0 ? acc : rec(m - 1; acc = acc + m)
    end
    println(rec(4))
end
outer(100)
let
    q(; a::Int) = a * 2
    println(q(a=21))
    try
        q(a=1.5)
    catch e
        println(typeof(e))
    end
    try
        q()
    catch e
        println(e)
    end
end
s = map(x -> x, 1:2)
m = ((x; p=2) -> x^p)
println(map(m, 1:3))
println(m(3; p=3))
f = (x; k=1) -> x + k
println(f(1), " ", f(1; k=10))
g = function (x; k) x * k end
println(g(3; k=4))
h = (; a=1, b=2) -> a + b
println(h(), " ", h(b=5))
# keyword arguments of an argument function and of a closure that captures
apply(f, xs) = [f(x; scale = 10) for x in xs]
println(apply((x; scale = 1) -> x * scale, [1, 2]))
function counter()
    total = 0
    add!(n; times = 1) = (total += n * times)
    add!(2)
    add!(3; times = 4)
    total
end
println(counter())
kw = (; opts...) -> sort(collect(keys(opts)))
println(kw(b = 1, a = 2))
try
    m(1; q = 2)
catch e
    println(typeof(e))
end
#= expect
102 111
3 8 5
10
42
TypeError
UndefKeywordError(:a)
[1, 4, 9]
27
2 11
12
3 6
[10, 20]
14
[:a, :b]
MethodError
=#
