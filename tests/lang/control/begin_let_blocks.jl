# begin blocks share the enclosing scope; let blocks make a new one.
x = begin
    a = 1
    b = 2
    a + b
end
println(x, " ", a)
y = let a = 10, b = 20
    a * b
end
println(y, " ", a)
z = (1; 2; 3)
println(z)
let
    local_only = 5
    println(local_only)
end
println(@isdefined local_only)
v = let c = 0
    for i in 1:4
        c += i
    end
    c
end
println(v)
w = let a = a + 100
    a
end
println(w, " ", a)
#= expect
3 1
200 1
3
5
false
10
101 1
=#
