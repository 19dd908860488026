# A tiny DSL: @rpn builds an expression from reverse Polish notation at expansion time.
macro rpn(str)
    stack = Any[]
    for tok in split(str)
        t = Meta.parse(tok)
        if t isa Symbol && t in (:+, :-, :*, :/)
            b = pop!(stack); a = pop!(stack)
            push!(stack, Expr(:call, t, a, b))
        else
            push!(stack, t)
        end
    end
    length(stack) == 1 || error("bad rpn")
    return esc(stack[1])
end
x = 4
println(@rpn "3 x + 2 *")
println(@rpn "10 2 / 1 -")
ex = macroexpand(Main, :(@rpn "1 2 + 3 *"))
println(ex, " ", typeof(ex), " ", eval(ex))
try
    @eval @rpn "1 +"
catch e
    println(typeof(e))
end
#= expect
14
4.0
(1 + 2) * 3 Expr 9
LoadError
=#
