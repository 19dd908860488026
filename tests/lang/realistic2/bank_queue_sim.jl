# A discrete-event simulation of a bank queue with a deterministic random generator
mutable struct LCG
    state::UInt32
end
function Base.rand(g::LCG, r::UnitRange{Int})
    g.state = g.state * 0x0019660d + 0x3c6ef35f
    first(r) + Int(g.state >> 16) % length(r)
end

abstract type Event end
struct Arrival <: Event
    time::Int
    id::Int
end
struct Departure <: Event
    time::Int
    id::Int
    teller::Int
end
Base.isless(a::Event, b::Event) = (a.time, a isa Departure ? 0 : 1, a.id) < (b.time, b isa Departure ? 0 : 1, b.id)

Base.@kwdef mutable struct Bank
    tellers::Vector{Union{Nothing,Int}} = fill(nothing, 2)
    queue::Vector{Int} = Int[]
    arrived::Dict{Int,Int} = Dict{Int,Int}()
    waits::Vector{Int} = Int[]
    log::Vector{String} = String[]
end

function handle!(b::Bank, e::Arrival, events, g)
    b.arrived[e.id] = e.time
    push!(b.queue, e.id)
    push!(b.log, "t=$(e.time): customer $(e.id) arrives")
    dispatch!(b, e.time, events, g)
end
function handle!(b::Bank, e::Departure, events, g)
    b.tellers[e.teller] = nothing
    push!(b.log, "t=$(e.time): customer $(e.id) leaves teller $(e.teller)")
    dispatch!(b, e.time, events, g)
end
function dispatch!(b::Bank, now, events, g)
    for (k, busy) in enumerate(b.tellers)
        (busy === nothing && !isempty(b.queue)) || continue
        id = popfirst!(b.queue)
        b.tellers[k] = id
        push!(b.waits, now - b.arrived[id])
        push!(events, Departure(now + rand(g, 3:8), id, k))
    end
end

function simulate(n)
    g = LCG(2024)
    events = Event[]
    t = 0
    for id in 1:n
        t += rand(g, 1:4)
        push!(events, Arrival(t, id))
    end
    bank = Bank()
    while !isempty(events)
        sort!(events)
        handle!(bank, popfirst!(events), events, g)
    end
    bank
end

bank = simulate(6)
foreach(println, bank.log)
println("waits: ", bank.waits, " mean ", sum(bank.waits) / length(bank.waits), " max ", maximum(bank.waits))
#= expect
t=2: customer 1 arrives
t=3: customer 2 arrives
t=4: customer 3 arrives
t=5: customer 4 arrives
t=7: customer 1 leaves teller 1
t=7: customer 5 arrives
t=9: customer 6 arrives
t=10: customer 2 leaves teller 2
t=15: customer 3 leaves teller 1
t=17: customer 4 leaves teller 2
t=19: customer 5 leaves teller 1
t=24: customer 6 leaves teller 2
waits: [0, 0, 3, 5, 8, 8] mean 4.0 max 8
=#
