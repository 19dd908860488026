# Tasks on one thread: @task/schedule/fetch, @sync waiting for its @async
# tasks (in the order yield gives), nested tasks, Condition/notify, a lock
# held across a yield, sleep ordering, Threads.@spawn and @threads, timedwait.
t = @task begin
    println("task runs")
    :result
end
println(istaskstarted(t), " ", istaskdone(t))
schedule(t)
println("scheduled")
println(fetch(t))
println(istaskstarted(t), " ", istaskdone(t))

@sync begin
    @async begin
        println("A1")
        yield()
        println("A2")
    end
    @async begin
        println("B1")
        yield()
        println("B2")
    end
    println("main")
end
println("done")

function fib_task(n)
    n < 2 && return n
    a = @async fib_task(n - 1)
    b = @async fib_task(n - 2)
    return fetch(a) + fetch(b)
end
println(fib_task(10))

results = Int[]
@sync begin
    @async (sleep(0.3); push!(results, 1))
    @async (sleep(0.05); push!(results, 2))
    @async push!(results, 3)
end
println(results)

cond = Condition()
waiter = @async begin
    v = wait(cond)
    println("woke with ", v)
end
yield()
println("waiters: ", notify(cond, 42))
wait(waiter)

lk = ReentrantLock()
counter = Ref(0)
@sync for i in 1:3
    @async lock(lk) do
        v = counter[]
        yield()
        counter[] = v + 1
    end
end
println(counter[], " ", islocked(lk))

s = Threads.@spawn sum(1:100)
println(fetch(s))
acc = Threads.Atomic{Int}(0)
Threads.@threads for i in 1:10
    Threads.atomic_add!(acc, i)
end
println(acc[])

flag = Ref(false)
@async (sleep(0.02); flag[] = true)
println(timedwait(() -> flag[], 5.0; pollint = 0.01))
println(timedwait(() -> false, 0.03; pollint = 0.01))
#= expect
false false
scheduled
task runs
result
true true
main
A1
B1
A2
B2
done
55
[3, 2, 1]
waiters: 1
woke with 42
3 false
5050
55
ok
timed_out
=#
