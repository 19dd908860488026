# const globals: the binding is constant, a mutable value can still change.
const GREETING = "hi"
const N = 3
println(GREETING ^ N)
f() = N * 2
println(f())
const PRIMES = [2, 3, 5]
push!(PRIMES, 7)
println(PRIMES)
println(length(PRIMES) + N)
#= expect
hihihi
6
[2, 3, 5, 7]
7
=#
