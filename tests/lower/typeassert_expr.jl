# x::T in an expression is Core.typeassert; isa and typeof are calls.
function typed_ops(x, v)
    n = length(v)::Int
    y = (x + 1)::Float64
    t = typeof(x)
    b = x isa Number
    Vector{Float64}(undef, n)
    Dict{String, Int}()
    (n, y, t, b)
end
