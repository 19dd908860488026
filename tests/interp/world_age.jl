# Julia manual, "Redefining Methods": a method defined while a function runs
# is visible to it only after the return to top level.
f() = 1
function caller()
    a = f()
    b = f()
    a + b
end
println(caller())
f() = 10
println(caller())
#= expect
2
20
=#
