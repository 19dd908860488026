# Sieve of Eratosthenes.
function sieve(n)
    is_prime = trues(n)
    is_prime[1] = false
    for i in 2:floor(Int, sqrt(n))
        if is_prime[i]
            for j in i*i:i:n
                is_prime[j] = false
            end
        end
    end
    return findall(is_prime)
end
println(sieve(100))
println(length(sieve(10000)))
println(sum(sieve(1000)))
#= expect
[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]
1229
76127
=#
