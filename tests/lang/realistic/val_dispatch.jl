area(::Val{:square}, s) = s^2
area(::Val{:circle}, r) = round(pi * r^2, digits=2)
area(shape::Symbol, x) = area(Val(shape), x)
println(area(:square, 3), " ", area(:circle, 1))
fact(::Val{0}) = 1
fact(::Val{N}) where {N} = N * fact(Val(N - 1))
println(fact(Val(5)))
ntimes(::Val{N}, x) where {N} = ntuple(_ -> x, Val(N))
println(ntimes(Val(3), "a"))
println(typeof(Val(:x)), " ", Val(2))
#= expect
9 3.14
120
("a", "a", "a")
Val{:x} Val{2}()
=#
