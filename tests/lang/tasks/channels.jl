# Channels between tasks: a buffered producer/consumer, an unbuffered
# hand-over, the producer form Channel(f), iteration until closed, a closed
# channel's errors.
c = Channel{Int}(2)
producer = @async begin
    for i in 1:4
        put!(c, i)
        println("put ", i)
    end
    close(c)
end
for x in c
    println("took ", x)
end
println(istaskdone(producer))

u = Channel{String}(0)
t = @async begin
    for w in ("a", "b", "c")
        put!(u, w)
        println("sent ", w)
    end
end
for i in 1:3
    println("got ", take!(u))
end
wait(t)

squares = Channel{Int}(4) do ch
    for i in 1:5
        put!(ch, i^2)
    end
end
println(collect(squares))
println(isopen(squares))

words = Channel(ctype = String, csize = 2) do ch
    foreach(w -> put!(ch, w), split("the quick brown fox"))
end
println(join(words, "+"))

c2 = Channel{Int}(1)
put!(c2, 7)
println(isready(c2), " ", isopen(c2), " ", fetch(c2))
close(c2)
println(isready(c2), " ", isopen(c2))
println(take!(c2))
try
    put!(c2, 8)
catch e
    println(sprint(showerror, e))
end
try
    take!(c2)
catch e
    println(typeof(e), " ", e.state)
end
println(eltype(Channel{Float64}(1)))
#= expect
put 1
put 2
took 1
took 2
put 3
put 4
took 3
took 4
true
got a
sent a
got b
sent b
got c
sent c
[1, 4, 9, 16, 25]
false
the+quick+brown+fox
true true 7
true false
7
InvalidStateException: Channel is closed.
InvalidStateException closed
Float64
=#
