# Each loop iteration has fresh bindings for the loop variable and for
# variables introduced in the body; none of them exist after the loop.
fs = []
for i in 1:3
    push!(fs, () -> i)
end
println([f() for f in fs])
for i in 1:2
    fresh = i * 10
end
println(@isdefined(fresh), " ", @isdefined(i))
limit = 2
for k in 1:3
    k > limit && println("above limit: ", k)
end
#= expect
[1, 2, 3]
false false
above limit: 3
=#
