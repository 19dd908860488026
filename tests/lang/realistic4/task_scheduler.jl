# A job scheduler: a binary heap ordered by (priority, deadline), Dates for deadlines, Printf for the report
using Dates, Printf

struct Job
    name::String
    priority::Int
    deadline::Date
    hours::Float64
end
Base.isless(a::Job, b::Job) = (a.priority, a.deadline, a.name) < (b.priority, b.deadline, b.name)
Base.show(io::IO, t::Job) = print(io, "Job(", repr(t.name), ", p", t.priority, ", due ", t.deadline, ")")

struct BinaryHeap{T}
    data::Vector{T}
end
BinaryHeap{T}() where {T} = BinaryHeap{T}(T[])
Base.length(h::BinaryHeap) = length(h.data)
Base.isempty(h::BinaryHeap) = isempty(h.data)
top(h::BinaryHeap) = h.data[1]

function Base.push!(h::BinaryHeap, x)
    push!(h.data, x)
    i = length(h.data)
    while i > 1 && isless(h.data[i], h.data[i ÷ 2])
        h.data[i], h.data[i ÷ 2] = h.data[i ÷ 2], h.data[i]
        i ÷= 2
    end
    h
end

function Base.pop!(h::BinaryHeap)
    isempty(h) && throw(ArgumentError("heap is empty"))
    top = h.data[1]
    x = pop!(h.data)
    if !isempty(h.data)
        h.data[1] = x
        i = 1
        while true
            c = 2i
            c > length(h.data) && break
            c + 1 <= length(h.data) && isless(h.data[c+1], h.data[c]) && (c += 1)
            isless(h.data[c], h.data[i]) || break
            h.data[i], h.data[c] = h.data[c], h.data[i]
            i = c
        end
    end
    top
end

day0 = Date(2024, 6, 3)
tasks = [
    Job("write report", 2, day0 + Day(4), 3.5),
    Job("fix prod bug", 1, day0, 2.0),
    Job("review PR", 2, day0 + Day(1), 1.0),
    Job("plan sprint", 3, day0 + Day(7), 2.5),
    Job("update deps", 3, day0 + Day(2), 0.5),
    Job("answer email", 2, day0 + Day(1), 0.25),
    Job("security patch", 1, day0 + Day(1), 4.0),
]
heap = BinaryHeap{Job}()
foreach(t -> push!(heap, t), tasks)
println(length(heap), " tasks; first up: ", top(heap))

clock = DateTime(day0) + Hour(9)
@printf("%-16s %-3s %-10s %5s  %-16s %s\n", "task", "pri", "due", "hours", "finishes", "status")
while !isempty(heap)
    global clock
    t = pop!(heap)
    clock += Minute(round(Int, t.hours * 60))
    finish = Date(clock)
    status = finish <= t.deadline ? "on time" : "late by $(finish - t.deadline)"
    @printf("%-16s %-3d %-10s %5.2f  %-16s %s\n", t.name, t.priority, t.deadline, t.hours,
            Dates.format(clock, "e HH:MM"), status)
    if hour(clock) >= 17
        clock = DateTime(Date(clock) + Day(1)) + Hour(9)
    end
end
println(sort(tasks)[1:2])
println(sum(t.hours for t in tasks), " hours total; ", count(t -> t.priority == 2, tasks), " at priority 2")
println(maximum(tasks), " ", minimum(t -> t.deadline, tasks), " ", dayname(maximum(t -> t.deadline, tasks)))
try
    pop!(heap)
catch e
    println(e)
end
#= expect
7 tasks; first up: Job("fix prod bug", p1, due 2024-06-03)
task             pri due        hours  finishes         status
fix prod bug     1   2024-06-03  2.00  Mon 11:00        on time
security patch   1   2024-06-04  4.00  Mon 15:00        on time
answer email     2   2024-06-04  0.25  Mon 15:15        on time
review PR        2   2024-06-04  1.00  Mon 16:15        on time
write report     2   2024-06-07  3.50  Mon 19:45        on time
update deps      3   2024-06-05  0.50  Tue 09:30        on time
plan sprint      3   2024-06-10  2.50  Tue 12:00        on time
Job[Job("fix prod bug", p1, due 2024-06-03), Job("security patch", p1, due 2024-06-04)]
13.75 hours total; 3 at priority 2
Job("plan sprint", p3, due 2024-06-10) 2024-06-03 Monday
ArgumentError("heap is empty")
=#
