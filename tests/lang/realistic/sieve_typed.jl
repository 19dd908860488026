function sieve(n::Int)::Vector{Int}
    is = trues(n)
    is[1] = false
    for i in 2:isqrt(n)
        if is[i]
            for j in i*i:i:n
                is[j] = false
            end
        end
    end
    findall(is)
end
println(sieve(50))
const N::Int = 30
println(length(sieve(N)))
x::Float64 = 1
println(x, " ", typeof(x))
#= expect
[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
10
1.0 Float64
=#
