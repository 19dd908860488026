# `;;` in array literals concatenates along the second dimension.
m = [1; 2;; 3; 4]
println(m)
println(size(m))
r = [1 2;; 3 4]
println(r)
c = [10;; 20;; 30]
println(c)
println(size(c))
#= expect
[1 3; 2 4]
(2, 2)
[1 2 3 4]
[10 20 30]
(1, 3)
=#
