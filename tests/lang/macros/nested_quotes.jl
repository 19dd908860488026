# Nested quotes (Julia manual, "Metaprogramming" > "Nested quote"): `$x` in an
# inner quote stays an interpolation until that quote is evaluated; `$$x`
# interpolates the value of x when the outer quote is built.
x = :(1 + 2)
e1 = quote quote $x end end
e2 = quote quote $$x end end
println(e1.head, " ", count(a -> a isa Expr && a.head === :quote, e1.args))
inner1 = Base.remove_linenums!(eval(e1))
inner2 = Base.remove_linenums!(eval(e2))
println(inner1)
println(inner2)
println(eval(inner1), " ", eval(inner2))

# :( :( ... ) ) gives a quote expression; evaluating it once gives the inner code.
y = 10
q = :(:(a + $$(y)))
println(q.head)
code = eval(q)
println(code)
a = 5
println(eval(code))

# esc of interpolated expressions: the caller's names stay the caller's.
macro addto(var, ex)
    quote
        $(esc(var)) += $(esc(ex))
    end
end
function total(v)
    s = 0
    for t in v
        @addto s t * 2
    end
    return s
end
println(total([1, 2, 3]))
#= expect
block 1
begin
    1 + 2
end
begin
    3
end
3 3
quote
a + 10
15
12
=#
