# Meta.parse of text that is not Julia code throws Meta.ParseError.
for s in ("1 + )", "a b", "f(x) = = 2")
    try
        Meta.parse(s)
        println("parsed")
    catch e
        println(typeof(e), " ", e isa Meta.ParseError, " ", e isa Exception, " ", e.msg isa String)
    end
end
println(Meta.parse("1 + 2"))
err = Meta.ParseError("bad input")
println(err.msg, " ", err.detail === nothing)
showerror(stdout, err)
println()
# Its text is laid out as Julia's parser prints it.
for s in ("1 + )", "a b", "f(1,\n  2 + ])")
    try
        Meta.parse(s)
    catch e
        println(e.msg)
        showerror(stdout, e)
        println()
    end
end
ex = Meta.parse("(1 + )"; raise = false)
println(Meta.isexpr(ex, :error), " ", ex.args[1] isa Meta.ParseError)
# One statement: several on one line are a :toplevel Expr, a second line is an error.
println(Meta.parse("a; b").head, " ", Meta.parse("a; b").args)
try
    Meta.parse("x = 1\ny = 2")
catch e
    println(e)
end
println(Meta.parse("x = 1\ny = 2"; raise = false))
#= expect
Base.Meta.ParseError true true true
Base.Meta.ParseError true true true
Base.Meta.ParseError true true true
1 + 2
bad input true
ParseError("bad input")
ParseError:
# Error @ none:1:5
1 + )
#   ╙ ── unexpected `)`
ParseError:
# Error @ none:1:5
1 + )
#   ╙ ── unexpected `)`
ParseError:
# Error @ none:1:2
a b
#└┘ ── extra tokens after end of expression
ParseError:
# Error @ none:1:2
a b
#└┘ ── extra tokens after end of expression
ParseError:
# Error @ none:2:7
f(1,
  2 + ])
#     ╙ ── unexpected `]`
ParseError:
# Error @ none:2:7
f(1,
  2 + ])
#     ╙ ── unexpected `]`
true true
toplevel Any[:a, :b]
Base.Meta.ParseError("extra token after end of expression", nothing)
$(Expr(:error, "extra token after end of expression"))
=#
