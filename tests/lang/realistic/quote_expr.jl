ex = :(a + b * c)
println(ex, " ", ex.head, " ", ex.args)
println(typeof(ex.args[3]))
a, b, c = 1, 2, 3
println(eval(ex))
ex2 = Expr(:call, :max, 4, 9, 2)
println(ex2, " = ", eval(ex2))
q = quote
    x = 10
    x + 1
end
println(eval(q))
sym = :foo
println(:($sym(1, 2)))
args = [:x, :y]
println(:(f($(args...))))
println(Meta.parse("1 + 2 * 3"))
println(eval(Meta.parse("2^10")))
println(QuoteNode(:a), " ", Meta.quot(:b))
dump(:(x + 1))
println(Meta.isexpr(ex, :call), " ", Meta.show_sexpr(:(f(x))))
#= expect
a + b * c call Any[:+, :a, :(b * c)]
Expr
7
max(4, 9, 2) = 9
11
foo(1, 2)
f(x, y)
1 + 2 * 3
1024
:a :b
Expr
  head: Symbol call
  args: Array{Any}((3,))
    1: Symbol +
    2: Symbol x
    3: Int64 1
(:call, :f, :x)true nothing
=#
