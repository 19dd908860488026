# Errors in definitions, reported as Julia reports them.
f(x, x) = 1
g(a = 1, b) = a + b
h(; k = 1, k = 2) = k
function m(x::T) where {T}
    T = 1
end
struct S
    a
    a
end
