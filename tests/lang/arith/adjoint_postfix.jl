# The postfix adjoint operator ': adjoint(x) (conj for numbers, the
# conjugate transpose for matrices).
x = 3
println(x')
println(2.5')
m = [1 2; 3 4]
println(m')
println(m'')
v = [1, 2, 3]
println(v')
f(a) = a'
println(f(7))
#= expect
3
2.5
[1 3; 2 4]
[1 2; 3 4]
[1 2 3]
7
=#
