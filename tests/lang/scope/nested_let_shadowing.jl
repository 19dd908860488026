# Inner scopes shadow outer names with `let` and with arguments.
x = "global"
function show_x(x)
    let x = x * "!"
        println(x)
    end
    println(x)
end
show_x("arg")
let x = 1
    let x = x + 1
        println(x)
    end
    println(x)
end
println(x)
#= expect
arg!
arg
2
1
global
=#
