# matmul: multiply two N×N Float64 matrices with the naive triple loop (the
# left one transposed first, so the inner loop walks both operands along
# columns), matrices built by a formula. Usage: matmul.jl [N] (default 1500);
# prints floor(1e6 × the middle element of the product).

function make_matrix(n::Int, scale::Float64)
    m = Matrix{Float64}(undef, n, n)
    c = scale / n / n
    for j in 1:n
        for i in 1:n
            m[i, j] = c * (i - j) * (i + j)
        end
    end
    return m
end

function transposed(a::Matrix{Float64})
    n = size(a, 1)
    t = Matrix{Float64}(undef, n, n)
    for j in 1:n
        for i in 1:n
            t[j, i] = a[i, j]
        end
    end
    return t
end

function matmul(a::Matrix{Float64}, b::Matrix{Float64})
    n = size(a, 1)
    at = transposed(a)
    c = Matrix{Float64}(undef, n, n)
    @inbounds for j in 1:n
        for i in 1:n
            s = 0.0
            for k in 1:n
                s += at[k, i] * b[k, j]
            end
            c[i, j] = s
        end
    end
    return c
end

function main()
    n = isempty(ARGS) ? 1500 : parse(Int, ARGS[1])
    a = make_matrix(n, 1.0)
    b = make_matrix(n, 2.0)
    c = matmul(a, b)
    mid = n ÷ 2 + 1
    println(Int(floor(c[mid, mid] * 1e6)))
end

main()
