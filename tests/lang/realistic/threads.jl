using Base.Threads
results = zeros(Int, 8)
Threads.@threads for i in 1:8
    results[i] = i^2
end
println(results)
println(nthreads() >= 1)
acc = Threads.Atomic{Int}(0)
@threads for i in 1:100
    atomic_add!(acc, i)
end
println(acc[])
l = ReentrantLock()
total = Ref(0)
Threads.@threads for i in 1:10
    lock(l) do
        total[] += i
    end
end
println(total[])
t = Threads.@spawn sum(1:1000)
println(fetch(t))
#= expect
[1, 4, 9, 16, 25, 36, 49, 64]
true
5050
55
500500
=#
