# Symbol literals of operators the lexer reads as other tokens (`:.`, `:$`, `:(:=)`),
# and `:(xs...)`, which quotes the splat itself (a parenthesized `(xs...)` is a tuple).
s1 = :.
s2 = :$
s3 = :(:=)
println(s1 === Symbol("."), " ", s2 === Symbol("\$"), " ", s3 === Symbol(":="))
println(string(s1), " ", string(s2), " ", string(s3))
show(s1); println()
show(s3); println()
println(length(String(s3)), " ", [s1, s3] == Symbol[Symbol("."), Symbol(":=")])
ex = :(xs...)
println(ex.head === :..., " ", ex.args)
dump(ex)
println(ex)
t = :(xs...,)
println(t.head, " ", t)
c = :(f(xs...))
println(c.args[2] == ex)
println(Expr(:call, :f, :(ys...)))
#= expect
true true true
. $ :=
:.
:(:=)
2 true
true Any[:xs]
Expr
  head: Symbol ...
  args: Array{Any}((1,))
    1: Symbol xs
xs...
tuple (xs...,)
true
f(ys...)
=#
