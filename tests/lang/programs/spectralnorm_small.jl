# spectral-norm from the benchmark game, small n.
using Printf
A(i, j) = 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
function Av!(out, v)
    n = length(v)
    for i in 0:n-1
        s = 0.0
        for j in 0:n-1
            s += A(i, j) * v[j+1]
        end
        out[i+1] = s
    end
end
function Atv!(out, v)
    n = length(v)
    for i in 0:n-1
        s = 0.0
        for j in 0:n-1
            s += A(j, i) * v[j+1]
        end
        out[i+1] = s
    end
end
function spectral(n)
    u = ones(n); v = zeros(n); t = zeros(n)
    for _ in 1:10
        Av!(t, u); Atv!(v, t)
        Av!(t, v); Atv!(u, t)
    end
    vBv = sum(u .* v)
    vv = sum(v .* v)
    sqrt(vBv / vv)
end
@printf("%0.9f\n", spectral(10))
@printf("%0.9f\n", spectral(100))
#= expect
1.271844019
1.274219991
=#
