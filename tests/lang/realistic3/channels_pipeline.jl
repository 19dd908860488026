# Producer/consumer pipelines with Channels and tasks, deterministic by construction
function producer(n)
    Channel{Int}(4) do ch
        for i in 1:n
            put!(ch, i)
        end
    end
end

function mapper(f, input::Channel{T}) where {T}
    Channel{T}(4) do out
        for x in input
            put!(out, f(x))
        end
    end
end

squares = mapper(x -> x^2, producer(6))
println(collect(squares))
evens = Iterators.filter(iseven, mapper(x -> 3x + 1, producer(8)))
println(sum(evens))

results = Channel{String}(10)
@sync for (i, name) in enumerate(["alpha", "beta", "gamma"])
    @async begin
        put!(results, "$i:$(uppercase(name))")
    end
end
close(results)
println(sort(collect(results)))

log = String[]
t = @task begin
    push!(log, "task start")
    yield()
    push!(log, "task end")
    42
end
schedule(t)
push!(log, "main")
println(fetch(t), " ", log, " ", istaskdone(t))

ch = Channel{Int}(2)
put!(ch, 1); put!(ch, 2)
println(isready(ch), " ", take!(ch), " ", take!(ch), " ", isready(ch))
close(ch)
try
    put!(ch, 3)
catch e
    println(typeof(e))
end
failing = Channel{Int}() do c
    put!(c, 1)
    error("boom")
end
got = Int[]
try
    for x in failing
        push!(got, x)
    end
catch e
    println("caught ", typeof(e), " after ", got)
end
counter = Threads.Atomic{Int}(0)
@sync for i in 1:10
    Threads.@spawn Threads.atomic_add!(counter, i)
end
println(counter[])
#= expect
[1, 4, 9, 16, 25, 36]
52
["1:ALPHA", "2:BETA", "3:GAMMA"]
42 ["main", "task start", "task end"] true
true 1 2 false
InvalidStateException
caught TaskFailedException after [1]
55
=#
