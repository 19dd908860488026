# The ternary operator, nested and as a value.
for n in 1:5
    println(n, iseven(n) ? " even" : " odd")
end
sign_word(x) = x > 0 ? "pos" : x < 0 ? "neg" : "zero"
println(sign_word(3), sign_word(-3), sign_word(0))
a, b = 3, 7
println(a > b ? a : b)
println((a < b ? "a" : "b") * "!")
println(1 < 2 ? "only the taken branch runs" : error("not evaluated"))
#= expect
1 odd
2 even
3 odd
4 even
5 odd
posnegzero
7
a!
only the taken branch runs
=#
