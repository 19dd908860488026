# Quoted code as values: Expr, Symbol, QuoteNode, LineNumberNode; how Julia
# prints them (print: the code; show/repr: quoted), equality, mutation, dump.
ex = :(a + b * c)
println(ex)
show(ex); println()
println(repr(ex), " ", string(ex))
println(typeof(ex), " ", ex.head, " ", length(ex.args))
println(ex.args)
println(ex.args[3] isa Expr, " ", ex.args[2] isa Symbol)

# Expr built by hand; == compares head and arguments
e2 = Expr(:call, :+, 1, 2)
println(e2, " ", e2 == :(1 + 2), " ", e2 == :(1 + 3), " ", isequal(e2, :(1 + 2)))
push!(e2.args, 3)
println(e2)
e2.args[1] = :*
println(e2)
e3 = copy(e2)
push!(e3.args, 4)
println(e2, " | ", e3)

# interpolation
x = 10
println(:($x * y))
println(:(f($x, $(x + 1))))
xs = [:a, :b, :c]
println(:(g(1, $(xs...), 2)))
inner = :(u - v)
println(:($inner * w), " ", :(w * $inner), " ", :(-$inner))
println(:(h($(Expr(:kw, :k, 1)))))

# Julia's printing rules
println(:(a - (b - c)), " ", :((a - b) - c), " ", :((a + b) * c))
println(:(a[i, j]), " ", :(x.y), " ", :(f(x; k = 1)), " ", :(!(a && b)))
println(:([1, 2, 3]), " ", :((1, 2)), " ", :((1,)), " ", :(1:10), " ", :(1:2:9))
println(:(y = 2x + 1), " ", :(x::Int), " ", :(a => b), " ", :(f.(x)), " ", :(x .+ 1))
println(:(a < b <= c), " ", :(T <: Real), " ", :(f(xs...)), " ", :(x -= 1))
println(:("a $x b"), " ", :([i^2 for i in 1:3]), " ", :(cond ? p : q))
println(:(2^-x), " ", :((-2)^2), " ", :(Vector{Int}), " ", :(A{T} where T))

# symbols and quoted symbols
q = QuoteNode(:sym)
println(q, " ", repr(q), " ", typeof(:(:a)), " ", :(:a) == QuoteNode(:a))
println(:(f(:a, 1)), " ", repr(:(f(:a, 1))))
show(:x); println()
println(Symbol("a", 1), " ", repr(Symbol("two words")))

# blocks carry LineNumberNodes; remove_linenums! drops them
blk = quote
    x = 1
    y = x + 2
end
println(typeof(blk), " ", blk.head, " ", length(blk.args))
ln = blk.args[1]
println(typeof(ln), " ", ln.line, " ", basename(string(ln.file)))
Base.remove_linenums!(blk)
println(blk)
show(blk); println()
println(length(blk.args))

fdef = :(function f(x, y)
    s = x + y
    return s
end)
Base.remove_linenums!(fdef)
println(fdef)
println(fdef.args[1])
loop = Base.remove_linenums!(:(for i in 1:3
    if i > 1
        println(i)
    else
        continue
    end
end))
println(loop)
println(Base.remove_linenums!(:(while n > 0; n -= 1; end)))

# LineNumberNode printing, as Meta.parse gives them
p = Meta.parse("begin\n  x = 1\nend")
show(p); println()
println(p.args[1], " ", p.args[1].line, " ", p.args[1].file)
println(Meta.parse("a + b") == :(a + b), " ", Meta.parse("f(x) = x") isa Expr)
println(repr(Meta.parse("x")), " ", Meta.parse("1.5"), " ", repr(Meta.parse(":s")))

# Meta.isexpr
println(Meta.isexpr(ex, :call), " ", Meta.isexpr(ex, :block), " ",
        Meta.isexpr(ex, (:call, :block)), " ", Meta.isexpr(ex, :call, 3), " ",
        Meta.isexpr(:a, :call))

# dump
dump(:(a + f(1)))
dump(QuoteNode(:s))

# Expr in containers
d = Dict(:(a + 1) => 1)
println(d[:(a + 1)], " ", [:(x + 1), :y])
#= expect
a + b * c
:(a + b * c)
:(a + b * c) a + b * c
Expr call 3
Any[:+, :a, :(b * c)]
true true
1 + 2 true false true
1 + 2 + 3
1 * 2 * 3
1 * 2 * 3 | 1 * 2 * 3 * 4
10y
f(10, 11)
g(1, a, b, c, 2)
(u - v) * w w * (u - v) -((u - v))
h(k = 1)
a - (b - c) (a - b) - c (a + b) * c
a[i, j] x.y f(x; k = 1) !(a && b)
[1, 2, 3] (1, 2) (1,) 1:10 1:2:9
y = 2x + 1 x::Int a => b f.(x) x .+ 1
a < b <= c T <: Real f(xs...) x -= 1
"a $(x) b" [i ^ 2 for i = 1:3] if cond
    p
else
    q
end
2 ^ -x (-2) ^ 2 Vector{Int} A{T} where T
:sym :(:sym) QuoteNode true
f(:a, 1) :(f(:a, 1))
:x
a1 Symbol("two words")
Expr block 4
LineNumberNode 50 expr_values.jl
begin
    x = 1
    y = x + 2
end
quote
    x = 1
    y = x + 2
end
2
function f(x, y)
    s = x + y
    return s
end
f(x, y)
for i = 1:3
    if i > 1
        println(i)
    else
        continue
    end
end
while n > 0
    n -= 1
end
quote
    #= none:2 =#
    x = 1
end
#= none:2 =# 2 none
true true
:x 1.5 :(:s)
true false true true false
Expr
  head: Symbol call
  args: Array{Any}((3,))
    1: Symbol +
    2: Symbol a
    3: Expr
      head: Symbol call
      args: Array{Any}((2,))
        1: Symbol f
        2: Int64 1
QuoteNode
  value: Symbol s
1 Any[:(x + 1), :y]
=#
