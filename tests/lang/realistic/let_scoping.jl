x = 1
let
    x = 2
    println(x)
end
println(x)
function shadow()
    x = 10
    let x = x + 1
        x *= 2
        println(x)
    end
    x
end
println(shadow())
y = let a = 3, b = 4
    sqrt(a^2 + b^2)
end
println(y)
fs = []
for i in 1:3
    let j = i
        push!(fs, () -> j)
    end
end
println([f() for f in fs])
println(@isdefined undefined_name)
#= expect
2
1
22
10
5.0
[1, 2, 3]
false
=#
