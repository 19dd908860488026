"""
    greet(name)

Say hello.
"""
greet(name) = "Hello, $(name)!"
println(greet("doc"))
@doc "Adds one." addone(x) = x + 1
println(addone(1))
v = [10, 20, 30, 40]
println(v[begin], " ", v[end], " ", v[begin+1:end-1])
@views w = v[2:3]
w[1] = 0
println(v)
M = [1 2;;; 3 4]
println(size(M))
@static if Sys.islinux() || Sys.isapple() || Sys.iswindows()
    println("static ok")
end
function s(x)
    t = 0
    @inbounds @simd for i in eachindex(x)
        t += x[i]
    end
    t
end
println(s([1, 2, 3]))
@noinline h(x) = x + 1
@inline k(x) = x * 2
println(h(1), k(2))
#= expect
Hello, doc!
2
10 40 [20, 30]
[10, 0, 30, 40]
(1, 2, 2)
static ok
6
24
=#
