# Number theory with BigInt and checked arithmetic: factorials, digit sums, Collatz, primes
digitsum(n) = sum(digits(n))
f50 = factorial(big(50))
println(f50)
println("digits: ", ndigits(f50), ", digit sum: ", digitsum(f50), ", trailing zeros: ", count(==(0), digits(f50)[1:findfirst(!=(0), digits(f50))-1]))
println(big(2)^100, " ", digitsum(big(2)^1000))
try
    factorial(21)
catch e
    println(sprint(showerror, e))
end
println(typemax(Int) + 1 == typemin(Int), " ", Base.checked_add(1, 2))
try
    Base.checked_mul(typemax(Int), 2)
catch e
    println(typeof(e))
end

function collatz_len(n)
    steps = 0
    while n != 1
        n = iseven(n) ? n >> 1 : 3n + 1
        steps += 1
    end
    steps
end
best = maximum(n -> (collatz_len(n), n), 1:10_000)
println("longest Collatz below 10^4: ", best)

function sieve(n)
    is = trues(n)
    is[1] = false
    for i in 2:isqrt(n)
        is[i] && (is[i*i:i:n] .= false)
    end
    findall(is)
end
ps = sieve(100)
println(length(ps), " primes <= 100, last ", last(ps), ", sum ", sum(ps))
twin = [(p, p + 2) for p in ps if p + 2 in ps]
println(twin[end-2:end])
println(gcd(big(2)^64, 10^18), " ", lcm(12, 18, 30), " ", powermod(3, 200, 1_000_007), " ", invmod(3, 11))
fib = BigInt[1, 1]
while ndigits(fib[end]) < 30
    push!(fib, fib[end] + fib[end-1])
end
println(length(fib), " ", fib[end])
println(string(255, base = 2), " ", string(255, base = 16, pad = 4), " ", parse(Int, "ff", base = 16), " ", bitstring(Int8(-3)))
println(isqrt(10^12 + 1), " ", prevpow(2, 1000), " ", nextpow(10, 1234), " ", divrem(-7, 3), " ", fldmod(-7, 3))
#= expect
30414093201713378043612608166064768844377641568960512000000000000
digits: 65, digit sum: 216, trailing zeros: 12
1267650600228229401496703205376 1366
OverflowError: 21 is too large to look up in the table; consider using `factorial(big(21))` instead
true 3
OverflowError
longest Collatz below 10^4: (261, 6171)
25 primes <= 100, last 97, sum 1060
[(41, 43), (59, 61), (71, 73)]
262144 180 959082 4
141 131151201344081895336534324866
11111111 00ff 255 11111101
1000000 512 10000 (-2, -1) (-3, 2)
=#
