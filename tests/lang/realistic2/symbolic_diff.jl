# Symbolic differentiation on Julia expressions (a classic metaprogramming exercise)
d(x::Number, v::Symbol) = 0
d(x::Symbol, v::Symbol) = x == v ? 1 : 0
function d(ex::Expr, v::Symbol)
    ex.head == :call || error("cannot differentiate $(ex.head)")
    op, args = ex.args[1], ex.args[2:end]
    if op == :+
        return simplify(Expr(:call, :+, (d(a, v) for a in args)...))
    elseif op == :- && length(args) == 1
        return simplify(:(-$(d(args[1], v))))
    elseif op == :-
        return simplify(:($(d(args[1], v)) - $(d(args[2], v))))
    elseif op == :* && length(args) == 2
        f, g = args
        return simplify(:($(simplify(:($(d(f, v)) * $g))) + $(simplify(:($f * $(d(g, v)))))))
    elseif op == :^ && args[2] isa Number
        f, n = args
        return simplify(:($n * $(simplify(:($f ^ $(n - 1)))) * $(d(f, v))))
    elseif op == :sin
        return simplify(:(cos($(args[1])) * $(d(args[1], v))))
    elseif op == :cos
        return simplify(:(-(sin($(args[1]))) * $(d(args[1], v))))
    elseif op == :exp
        return simplify(:($ex * $(d(args[1], v))))
    end
    error("unknown function $op")
end

simplify(x) = x
function simplify(ex::Expr)
    ex.head == :call || return ex
    op, args = ex.args[1], ex.args[2:end]
    if op == :+
        args = filter(a -> a != 0, args)
        isempty(args) && return 0
        all(a -> a isa Number, args) && return sum(args)
        return length(args) == 1 ? args[1] : Expr(:call, :+, args...)
    elseif op == :* && length(args) >= 2
        any(a -> a == 0, args) && return 0
        args = filter(a -> a != 1, args)
        isempty(args) && return 1
        all(a -> a isa Number, args) && return prod(args)
        return length(args) == 1 ? args[1] : Expr(:call, :*, args...)
    elseif op == :- && length(args) == 2
        args[2] == 0 && return args[1]
        args[1] isa Number && args[2] isa Number && return args[1] - args[2]
    elseif op == :^
        args[2] == 1 && return args[1]
        args[2] == 0 && return 1
    end
    ex
end

evaluate(ex, x) = eval(:(let x = $x; $ex; end))

for ex in [:(x^2), :(3 * x + 5), :(x * x), :(sin(x)), :(x^3 - 2 * x), :(x * sin(x)), :(exp(2 * x))]
    dx = d(ex, :x)
    println(rpad(string(ex), 16), " => ", dx, "   at x=1: ", evaluate(dx, 1))
end
ex = Meta.parse("x^2 + 4 * x + 4")
println(ex.head, " ", ex.args[1], " ", length(ex.args), " ", d(ex, :x), " ", typeof(ex.args[2]))
println(evaluate(ex, 3), " ", eval(Meta.parse("1 + 2 * 3")), " ", Meta.parse("f(a; b = 1)").args[2].head)
try
    d(:(tan(x)), :x)
catch e
    println(e.msg)
end
#= expect
x ^ 2            => 2x   at x=1: 2
3x + 5           => 3   at x=1: 3
x * x            => x + x   at x=1: 2
sin(x)           => cos(x)   at x=1: 0.5403023058681398
x ^ 3 - 2x       => 3 * x ^ 2 - 2   at x=1: 1
x * sin(x)       => sin(x) + x * cos(x)   at x=1: 1.3817732906760363
exp(2x)          => exp(2x) * 2   at x=1: 14.7781121978613
call + 4 2x + 4 Expr
25 7 parameters
unknown function tan
=#
