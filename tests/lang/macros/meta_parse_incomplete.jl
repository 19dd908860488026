# Meta.parse of text that ends too early gives Expr(:incomplete, ...); other bad text throws.
for s in ["f(", "begin x", "\"abc", "[1, 2", "1 +", "function f()", "x = (1,", "f(x))", "1 + )"]
    try
        ex = Meta.parse(s)
        println(repr(s), " ", Meta.isexpr(ex, :incomplete))
    catch e
        println(repr(s), " ", typeof(e))
    end
end
#= expect
"f(" true
"begin x" true
"\"abc" true
"[1, 2" true
"1 +" true
"function f()" true
"x = (1," true
"f(x))" Base.Meta.ParseError
"1 + )" Base.Meta.ParseError
=#
