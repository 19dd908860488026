# macroexpand(M, ex): a quoted call of a macro the file defines, expanded.
macro sq(x)
    :($(esc(x)) * $(esc(x)))
end
macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
ex = macroexpand(Main, :(@sq 3))
println(ex)
println(macroexpand(@__MODULE__, :(@sq(a + 1))) == :((a + 1) * (a + 1)))
println(macroexpand(Main, :(@sq(y)); recursive = false))
println(macroexpand(Main, :(1 + 2)))
println(macroexpand(Main, :x), " ", macroexpand(Main, 5))
e2 = macroexpand(Main, :(@twice push!(v, 1)))
println(Base.remove_linenums!(e2))
v = Int[]
eval(e2)
println(v)
#= expect
3 * 3
true
y * y
1 + 2
x 5
begin
    push!(v, 1)
    push!(v, 1)
end
[1, 1]
=#
