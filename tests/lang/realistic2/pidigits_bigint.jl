# Benchmark game: pidigits (spigot with BigInt), small n
function pidigits(n::Int)
    k = 1
    n1, n2, d = big(4), big(3), big(1)
    u, v, w = big(0), big(0), big(0)
    i = 0
    digits = Char[]
    while i < n
        # extract
        u = n1 ÷ d
        v = n2 ÷ d
        if u == v
            push!(digits, Char('0' + Int(u)))
            i += 1
            if i % 10 == 0
                println(String(digits), "\t:", i)
                empty!(digits)
            end
            # eliminate
            to_minus = u * 10 * d
            n1 = n1 * 10 - to_minus
            n2 = n2 * 10 - to_minus
        else
            # produce
            k2 = k * 2
            u = n1 * (k2 - 1)
            v = n2 * 2
            w = n1 * (k - 1)
            n1 = u + v
            u = n2 * (k + 2)
            n2 = w + u
            d = d * (k2 + 1)
            k += 1
        end
    end
    if !isempty(digits)
        println(rpad(String(digits), 10), "\t:", n)
    end
end

pidigits(27)
println(factorial(big(25)), " ", big(2)^100, " ", typeof(big(2)^100))
println(binomial(big(60), 30), " ", isqrt(big(10)^30), " ", gcd(big(2)^64, big(6)^20))
x = parse(BigInt, "123456789012345678901234567890")
println(x % 97, " ", string(x, base = 16), " ", length(string(x)), " ", digits(x)[1:3])
println(big(1) // 3 + big(1) // 6, " ", numerator(big(10)^20 // 4))
#= expect
3141592653	:10
5897932384	:20
6264338   	:27
15511210043330985984000000 1267650600228229401496703205376 BigInt
118264581564861424 1000000000000000 1048576
52 18ee90ff6c373e0ee4e3f0ad2 30 BigInt[0, 9, 8]
1//2 25000000000000000000
=#
