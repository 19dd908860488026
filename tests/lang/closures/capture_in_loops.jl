# A for loop gives each iteration a new loop variable; a while loop's
# counter declared outside is one variable shared by all closures; locals
# introduced in a loop body are new in each iteration.
fs = Function[]
for i in 1:3
    push!(fs, () -> i * 10)
end
println([f() for f in fs])
gs = []
let j = 0
    while j < 3
        j += 1
        push!(gs, () -> j)
    end
end
println([g() for g in gs])
hs = []
let k = 0
    while k < 3
        k += 1
        m = k * 2
        push!(hs, () -> m)
    end
end
println([h() for h in hs])
#= expect
[10, 20, 30]
[3, 3, 3]
[2, 4, 6]
=#
