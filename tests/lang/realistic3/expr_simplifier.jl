# Symbolic algebra on Julia Exprs: simplification rules, differentiation and evaluation
simplify(x) = x
function simplify(ex::Expr)
    ex.head == :call || return ex
    op = ex.args[1]
    args = map(simplify, ex.args[2:end])
    if op == :+
        args = filter(a -> a != 0, args)
        isempty(args) && return 0
        length(args) == 1 && return args[1]
        all(a -> a isa Number, args) && return sum(args)
    elseif op == :*
        any(a -> a == 0, args) && return 0
        args = filter(a -> a != 1, args)
        isempty(args) && return 1
        length(args) == 1 && return args[1]
        all(a -> a isa Number, args) && return prod(args)
    elseif op == :- && length(args) == 2
        args[2] == 0 && return args[1]
        args[1] == args[2] && return 0
        all(a -> a isa Number, args) && return args[1] - args[2]
    elseif op == :^
        args[2] == 0 && return 1
        args[2] == 1 && return args[1]
    end
    Expr(:call, op, args...)
end

deriv(x::Number, v) = 0
deriv(x::Symbol, v) = x == v ? 1 : 0
function deriv(ex::Expr, v)
    op, a = ex.args[1], ex.args[2:end]
    if op == :+
        Expr(:call, :+, (deriv(t, v) for t in a)...)
    elseif op == :- && length(a) == 2
        :($(deriv(a[1], v)) - $(deriv(a[2], v)))
    elseif op == :* && length(a) == 2
        :($(deriv(a[1], v)) * $(a[2]) + $(a[1]) * $(deriv(a[2], v)))
    elseif op == :^ && a[2] isa Number
        :($(a[2]) * $(a[1])^$(a[2] - 1) * $(deriv(a[1], v)))
    elseif op == :sin
        :(cos($(a[1])) * $(deriv(a[1], v)))
    else
        error("cannot differentiate $(ex)")
    end
end

function evaluate(ex, env::Dict{Symbol,<:Number})
    ex isa Number && return ex
    ex isa Symbol && return env[ex]
    f = getfield(Base, ex.args[1])
    f((evaluate(a, env) for a in ex.args[2:end])...)
end

exprs = [:(x + 0), :(1 * x), :(x^2 + 3x + 1), :(x * y - x * y), :(2 * 3 + x * 0), :(sin(x^2))]
for e in exprs
    d = simplify(deriv(e, :x))
    println(rpad(string(e), 14), " simplified: ", rpad(string(simplify(e)), 12), " d/dx: ", d)
end
env = Dict(:x => 2.0, :y => 3.0)
println(evaluate(:(x^2 + 3x + 1), env), " ", evaluate(simplify(deriv(:(x^3 - y * x), :x)), env))
try
    deriv(:(x / y), :x)
catch e
    println(e.msg)
end
println(simplify(:(a + (0 * b) + (c ^ 1))), " ", typeof(simplify(:(0 + 0))))
#= expect
x + 0          simplified: x            d/dx: 1
1x             simplified: x            d/dx: 1
x ^ 2 + 3x + 1 simplified: x ^ 2 + 3x + 1 d/dx: 2x + 3
x * y - x * y  simplified: 0            d/dx: 0
2 * 3 + x * 0  simplified: 6            d/dx: 0
sin(x ^ 2)     simplified: sin(x ^ 2)   d/dx: cos(x ^ 2) * (2x)
11.0 9.0
cannot differentiate x / y
a + c Int64
=#
