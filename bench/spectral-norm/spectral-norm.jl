# spectral-norm: the spectral norm of the infinite matrix A(i, j) = 1 / ((i+j)(i+j+1)/2 + i + 1)
# truncated to N×N, by ten rounds of the power method on AᵀA.
# Measures nested loops and function calls.
# Usage: spectral-norm.jl [N]   (default 500); prints floor(norm * 1e9).

# Entry (i, j) of A, with 0-based i and j.
eval_a(i::Int, j::Int) = 1.0 / (div((i + j) * (i + j + 1), 2) + i + 1)

# out = A * v
function mul_av!(out::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    for i in 1:n
        s = 0.0
        for j in 1:n
            s += eval_a(i - 1, j - 1) * v[j]
        end
        out[i] = s
    end
end

# out = Aᵀ * v
function mul_atv!(out::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    for i in 1:n
        s = 0.0
        for j in 1:n
            s += eval_a(j - 1, i - 1) * v[j]
        end
        out[i] = s
    end
end

# out = Aᵀ * A * v, using tmp as scratch space
function mul_atav!(out::Vector{Float64}, v::Vector{Float64}, tmp::Vector{Float64})
    mul_av!(tmp, v)
    mul_atv!(out, tmp)
end

function spectral_norm(n::Int)
    u = ones(n)
    v = zeros(n)
    tmp = zeros(n)
    for i in 1:10
        mul_atav!(v, u, tmp)
        mul_atav!(u, v, tmp)
    end
    vbv = 0.0
    vv = 0.0
    for i in 1:n
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    end
    return sqrt(vbv / vv)
end

function main()
    n = isempty(ARGS) ? 500 : parse(Int, ARGS[1])
    println(Int(floor(spectral_norm(n) * 1e9)))
end

main()
