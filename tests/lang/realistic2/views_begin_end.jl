# Views, begin/end indexing and multi-dimensional array literals
A = [1 2 3; 4 5 6; 7 8 9]
v = collect(1:6)
println(v[begin], " ", v[end], " ", v[begin+1:end-1], " ", v[end÷2])
println(A[end, begin], " ", A[begin, end], " ", A[end])
@views row = A[2, :]
row .*= 10
println(A)
println(sum(@view A[:, end]))
x = @view v[2:2:end]
x .= 0
println(v, " ", length(x), " ", parent(x) === v)
@views function rowsums(M)
    [sum(M[i, :]) for i in axes(M, 1)]
end
println(rowsums(A))
B = [1 2; 3 4;;; 5 6; 7 8]
println(size(B), " ", vec(B), " ", B[2, 1, 2])
C = [1; 2;; 3; 4]
println(C, " ", size(C))
D = [1 2
     3 4]
println(D == C', " ", D * C)
E = [1:3;; 4:6]
println(E)
F = hcat([1, 2], [3, 4])
println(F == [1 3; 2 4], " ", vcat(F, [5 6]))
w = view(A, 1:2, 2:3)
println(w, " ", size(w))
w[1, 1] = -1
println(A[1, 2])
s = "hello world"
println(s[begin:5], " ", s[end-4:end])
t = (10, 20, 30)
println(t[end], " ", t[begin:2])
#= expect
1 6 [2, 3, 4, 5] 3
7 3 9
[1 2 3; 40 50 60; 7 8 9]
72
[1, 0, 3, 0, 5, 0] 3 true
[6, 150, 24]
(2, 2, 2) [1, 3, 2, 4, 5, 7, 6, 8] 7
[1 3; 2 4] (2, 2)
true [5 11; 11 25]
[1 4; 2 5; 3 6]
true [1 3; 2 4; 5 6]
[2 3; 50 60] (2, 2)
-1
hello world
30 (10, 20)
=#
