# 10,000 tasks, each on its own stack while it runs; collections while tasks
# are suspended holding the only references to their data.
results = zeros(Int, 10_000)
@sync for i in 1:10_000
    @async begin
        results[i] = i * 2
    end
end
println(sum(results))
c = Channel{Int}(0)
ts = map(1:50) do j
    @async begin
        v = [j, j + 1, j + 2]
        s = string("task ", j)
        put!(c, sum(v))
        GC.gc()
        length(s) + length(v)
    end
end
GC.gc()
total = 0
for k in 1:50
    global total += take!(c)
    k % 10 == 0 && GC.gc()
    x = [zeros(100) for _ in 1:100]
end
println(total)
println(sum(fetch.(ts)))
#= expect
100010000
3975
491
=#
