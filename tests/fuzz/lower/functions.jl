function f(x::T, y = 2; k = 1) where {T<:Real}
    z = x + y * k
    return z > 0 ? z : -z
end
g(x) = x^2 - 2x + 1
h = (a, b) -> a => b
map(xs) do x
    x + 1
end
