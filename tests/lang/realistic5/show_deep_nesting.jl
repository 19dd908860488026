# show of a value nested 1000 deep, and a circular one
function nest(n)
    x = Any[1]
    for _ in 1:n
        x = Any[x]
    end
    x
end
s = repr(nest(1000))
println(length(s), " ", s[1:12], " ", s[end-5:end])
println(count(==('['), s), " ", count(==(']'), s))
v = Any[1, 2]
push!(v, v)
println(v)
#= expect
5006 Any[Any[Any[ ]]]]]]
1001 1001
Any[1, 2, Any[#= circular reference @-1 =#]]
=#
