# Base functions everyday programs reach for: rounding to significant digits, powers
# of a base, float parts, set and search helpers, splat/Returns, property queries.
println(round(2.567, sigdigits=2), " ", round(123456.0, sigdigits=3), " ", round(0.0012345, sigdigits=2), " ", round(-98.7, sigdigits=1))
println(nextpow(2, 5), " ", nextpow(2, 8), " ", prevpow(2, 5), " ", prevpow(10, 999), " ", nextpow(3, 10))
println(evalpoly(2, (1, 2, 3)), " ", evalpoly(0.5, [1.0, 0.0, 4.0]), " ", fld1(7, 3), " ", fld1(6, 3))
println(exponent(8.0), " ", exponent(0.1), " ", significand(12.0), " ", frexp(8.0), " ", ldexp(1.5, 3), " ", modf(3.5), " ", modf(-2.25))
println(issetequal([1, 2, 2], [2, 1]), " ", issetequal([1], [1, 3]), " ", insorted(4, [1, 3, 5]), " ", insorted(3, [1, 3, 5]))
println(indexin([1, 5, 9], [5, 1, 5]), " ", filter(isodd, (1, 2, 3, 5)), " ", filter!(x -> x > 1, Set([1])))
println(splat(+)((1, 2, 3)), " ", map(splat(*), [(2, 3), (4, 5)]), " ", Returns(7)(1, 2), " ", map(Returns(0), 1:3))
nt = (a = 1, b = "x")
println(hasproperty(nt, :a), " ", hasproperty(nt, :c), " ", getproperty(nt, :b))
mutable struct M
    v::Int
end
m = M(1)
setproperty!(m, :v, 5)
println(m.v, " ", sort([3, 1, 2]; alg=QuickSort), " ", sort!([2, 1]; alg=MergeSort), " ", collect(Iterators.cycle("ab", 2)))
#= expect
2.6 123000.0 0.0012 -100.0
8 8 4 100 27
17 2.0 3 2
3 -4 1.5 (0.5, 4) 12.0 (0.5, 3.0) (-0.25, -2.0)
true false false true
Union{Nothing, Int64}[2, 1, nothing] (1, 3, 5) Set{Int64}()
6 [6, 20] 7 [0, 0, 0]
true false x
5 [1, 2, 3] [1, 2] ['a', 'b', 'a', 'b']
=#
