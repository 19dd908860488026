# Anonymous functions with default arguments (a method per arity), also as closures
# and in `function (args) ... end` form.
f = (x, y = 2) -> x * y
println(f(3), " ", f(3, 4))
h = function (a, b = a + 1, c = b * 2)
    (a, b, c)
end
println(h(1), " ", h(1, 5), " ", h(1, 5, 0))
println(map((x, p = 2) -> x^p, 1:3))
function scaler(k)
    return (x, offset = 0) -> k * x + offset
end
s = scaler(3)
println(s(2), " ", s(2, 1))
adds = Int[]
for k in 1:2
    add = (x, y = k) -> x + y
    push!(adds, add(10))
end
println(adds)
try
    f()
catch e
    println(typeof(e))
end
#= expect
6 12
(1, 2, 4) (1, 5, 10) (1, 5, 0)
[1, 4, 9]
6 7
[11, 12]
MethodError
=#
