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
#= expect
Base.Meta.ParseError true true true
Base.Meta.ParseError true true true
Base.Meta.ParseError true true true
1 + 2
bad input true
=#
