ops = Dict(:+ => +, :- => -, :* => *)
for (sym, f) in sort(collect(ops), by = first)
    println(sym, " ", f(6, 3))
end
ex = :(1 + 2)
ex.args[1] = :*
println(ex, " = ", eval(ex))
function build(n)
    body = Expr(:block)
    for i in 1:n
        push!(body.args, :(println("line ", $i)))
    end
    body
end
eval(build(2))
f = eval(:(x -> x + 100))
println(Base.invokelatest(f, 1))
macro identity(e) e end
println(@identity 5)
println(Symbol("a", 1), " ", string(:abc), " ", Symbol(:x, :_, 2))
println(:(a.b), " ", :(a[1]), " ", :(f(x; k = 1)), " ", :([1, 2]))
#= expect
* 18
+ 9
- 3
1 * 2 = 2
line 1
line 2
101
5
a1 abc x_2
a.b a[1] f(x; k = 1) [1, 2]
=#
