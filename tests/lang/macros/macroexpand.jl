# @macroexpand of macros the file defines: the expansion as an Expr.
macro sq(x)
    :($(esc(x)) * $(esc(x)))
end
println(@macroexpand @sq 3)
ex = @macroexpand @sq(a + 1)
println(ex, " ", ex == :((a + 1) * (a + 1)))
macro call_with(f, args...)
    :($(esc(f))($(map(esc, args)...)))
end
println(@macroexpand @call_with max 1 2 3)
println(@macroexpand(1 + 2))
#= expect
3 * 3
(a + 1) * (a + 1) true
max(1, 2, 3)
1 + 2
=#
