# print and println take any number of arguments.
println("a", 1, 'b', 2.5, :c, nothing, true)
print("no newline", " ", 42)
print("\n")
println()
println("after empty line")
print(1, 2, 3, "\n")
println(stdout, "to stdout explicitly")
show(stdout, "shown")
println(stdout)
x = 5
println("x = ", x, ", x^2 = ", x^2)
#= expect
a1b2.5cnothingtrue
no newline 42

after empty line
123
to stdout explicitly
"shown"
x = 5, x^2 = 25
=#
