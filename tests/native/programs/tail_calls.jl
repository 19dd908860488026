# native: at least 4 compiled
# native: compiles fib sum_to tri_div rec!
# A call whose result is only added and returned carries no test of the bail
# flag after it, and a self-recursive function calls an inlined copy of itself
# (docs/native.md): a bail deep in such a chain (a division by zero in the
# innermost call, a recursion too deep) still hands the whole call to the
# interpreter, which raises the error; a store after a call that bailed is not
# made; results are exact otherwise.

fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

# The innermost call divides: with d == 0 it bails under a chain of additions.
sum_to(n::Int, d::Int) = n == 0 ? div(10, d) : n + sum_to(n - 1, d)

# A chain through a small callee that is arithmetic only.
step(x::Int) = x * 3 + 1
tri_div(n::Int, d::Int) = n <= 0 ? div(100, d) : step(n) + tri_div(n - 2, d) - 1

# A store of the result after the call: made only when the call did not bail.
function rec!(v::Vector{Int}, n::Int)
    n == 0 && return div(12, v[1])
    r = rec!(v, n - 1)
    v[n + 1] = r
    return r + 1
end

println(fib(0), " ", fib(1), " ", fib(2), " ", fib(25))
println(sum_to(0, 1), " ", sum_to(1000, 1))
for d in (0, 1)
    try
        println(sum_to(700, d))
    catch e
        println(typeof(e))
    end
end
println(tri_div(51, 2), " ", tri_div(0, 5))
try
    tri_div(51, 0)
catch e
    println(typeof(e))
end
v = [3, 0, 0, 0, 0]
println(rec!(v, 4), " ", v)
w = [0, 9, 9, 9, 9]
try
    rec!(w, 4)
catch e
    println(typeof(e))
end
println(w)
for f in (() -> sum_to(10^7, 1), () -> tri_div(2 * 10^7, 1), () -> fib(10^7))
    try
        f()
    catch e
        println(typeof(e))
    end
end
# After the overflows, shallow calls are native and exact again.
println(fib(20), " ", sum_to(30, 2), " ", tri_div(7, 4))

#= expect
0 1 1 75025
10 500510
DivideError
245360
2078 20
DivideError
8 [3, 4, 5, 6, 7]
DivideError
[0, 9, 9, 9, 9]
StackOverflowError
StackOverflowError
StackOverflowError
6765 470 73
=#
