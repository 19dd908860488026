# Everyday number theory helpers
isprime(n::Integer) = n > 1 && all(n % d != 0 for d in 2:isqrt(n))

function factorize(n::Int)
    fs = Pair{Int,Int}[]
    d = 2
    while d * d <= n
        k = 0
        while n % d == 0
            n ÷= d
            k += 1
        end
        k > 0 && push!(fs, d => k)
        d += 1
    end
    n > 1 && push!(fs, n => 1)
    return fs
end

totient(n) = prod(p^(k - 1) * (p - 1) for (p, k) in factorize(n); init = 1)
divisors(n) = [d for d in 1:n if n % d == 0]
isperfect(n) = sum(divisors(n)) == 2n

println(filter(isprime, 1:50))
println(factorize(360))
println(join(["$p^$k" for (p, k) in factorize(5040)], " * "))
println(totient.(1:12))
println([n for n in 2:500 if isperfect(n)])
println(first(Iterators.filter(isprime, Iterators.countfrom(1000)), 3))
for n in 4:2:20
    p = findfirst(p -> isprime(p) && isprime(n - p), 2:n)
    q = (2:n)[p]
    println("$n = $q + $(n - q)")
end
println(gcd(84, 36), " ", lcm(4, 6, 10), " ", gcdx(240, 46))
println(powermod(3, 200, 1_000_007), " ", invmod(3, 11))
println(digits(2024), " ", digits(255, base = 16), " ", sum(digits(2^20)))
println(count(isprime, 1:1000))
#= expect
[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
[2 => 3, 3 => 2, 5 => 1]
2^4 * 3^2 * 5^1 * 7^1
[1, 1, 2, 2, 4, 2, 6, 4, 6, 4, 10, 4]
[6, 28, 496]
[1009, 1013, 1019]
4 = 2 + 2
6 = 3 + 3
8 = 3 + 5
10 = 3 + 7
12 = 5 + 7
14 = 3 + 11
16 = 3 + 13
18 = 5 + 13
20 = 3 + 17
12 60 (2, -9, 47)
959082 4
[4, 2, 0, 2] [15, 15] 31
168
=#
