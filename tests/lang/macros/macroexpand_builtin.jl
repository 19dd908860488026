# @macroexpand of Base's macros: Julia's expansion where its printed text is stable,
# otherwise checked by its structure and by running it.
x = 3
A = [1 2; 3 4]
println(@macroexpand @assert x > 0)
println(@macroexpand @assert x > 0 "x must be positive")
println(@macroexpand @view A[1, :])
println(@macroexpand @view A[2:end, begin])
println(@macroexpand @. x^2 + 2x)
println(@macroexpand @. y = sin(x) + 1)
println(@macroexpand @__MODULE__)
println(Base.remove_linenums!(@macroexpand @static if true 1 else 2 end))
println(Base.remove_linenums!(@macroexpand @inline f(x) = x + 1))
println(macroexpand(Main, :(@assert 1 == 2)))

ex = @macroexpand @show x
println(ex.head, " ", length(ex.args))
println(eval(ex))
ex = @macroexpand @show x x + 1
println(length(ex.args), " ", ex.args[end] isa Symbol, " ", ex.args[2].args[2])
ib = @macroexpand @inbounds A[1, 2]
println(ib.args[1] == Expr(:inbounds, true), " ", ib.args[3] == Expr(:inbounds, :pop))
println(eval(ib))
println(eval(@macroexpand @view A[2:end, begin]))
println(eval(@macroexpand @. x^2 + 2x))
t = @macroexpand @time sum(1:10)
println(t isa Expr)
try
    eval(@macroexpand @assert x < 0)
catch e
    println(e)
end
eval(@macroexpand @inline g(x) = 2x)
println(g(4))
#= expect
if x > 0
    nothing
else
    Base.throw(Base.AssertionError("x > 0"))
end
if x > 0
    nothing
else
    Base.throw(Base.AssertionError("x must be positive"))
end
true && (view)(A, 1, :)
true && (view)(A, 2:(lastindex)(A, 1), (firstindex)(A, 2))
(+).((^).(x, 2), (*).(2, x))
y .= (+).(sin.(x), 1)
Main
begin
    1
end
f(x) = begin
        $(Expr(:meta, :inline))
        x + 1
    end
if 1 == 2
    nothing
else
    Base.throw(Base.AssertionError("1 == 2"))
end
block 2
x = 3
3
3 true x + 1 = 
true true
2
[3]
15
true
AssertionError("x < 0")
8
=#
