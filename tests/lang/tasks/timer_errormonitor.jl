# Timer: a one-shot timer wakes its waiter once and closes; a repeating timer runs
# its callback every interval until closed. errormonitor returns its task.
t = Timer(0.01)
println(isopen(t))
wait(t)
println("fired ", isopen(t))
ticks = Int[]
rt = Timer(0.01; interval = 0.01) do tm
    push!(ticks, length(ticks) + 1)
    length(ticks) == 3 && close(tm)
end
# Waits for the third tick however slow the machine is (a fixed sleep would make
# the count depend on the load).
while isopen(rt)
    sleep(0.01)
end
println(ticks, " ", isopen(rt))
task = errormonitor(@async 1 + 1)
println(fetch(task))
c = Timer(10)
close(c)
try
    wait(c)
catch e
    println(typeof(e))
end
#= expect
true
fired false
[1, 2, 3] false
2
EOFError
=#
