# A vending machine as a state machine: @enum states, Val dispatch and an event log
@enum State Idle HasCoins Vending OutOfOrder

mutable struct Machine
    state::State
    credit::Int
    stock::Dict{String,Int}
    log::Vector{String}
end
Machine(stock) = Machine(Idle, 0, stock, String[])

const PRICES = Dict("cola" => 150, "chips" => 100, "gum" => 50)

note!(m::Machine, msg) = push!(m.log, "[$(m.state)] $msg")

handle!(m::Machine, ev::Symbol, arg = nothing) = handle!(m, Val(ev), arg)

function handle!(m::Machine, ::Val{:coin}, amount)
    m.state == OutOfOrder && return note!(m, "rejected coin $amount")
    m.credit += amount
    m.state = HasCoins
    note!(m, "credit $(m.credit)")
end

function handle!(m::Machine, ::Val{:select}, item)
    if m.state != HasCoins
        return note!(m, "insert coins first")
    end
    price = get(PRICES, item, nothing)
    price === nothing && return note!(m, "no such item: $item")
    get(m.stock, item, 0) == 0 && return note!(m, "$item sold out")
    m.credit < price && return note!(m, "need $(price - m.credit) more for $item")
    m.state = Vending
    m.stock[item] -= 1
    m.credit -= price
    note!(m, "dispensed $item, change $(m.credit)")
    m.credit = 0
    m.state = all(iszero, values(m.stock)) ? OutOfOrder : Idle
end

handle!(m::Machine, ::Val{:refund}, _) =
    (note!(m, "refund $(m.credit)"); m.credit = 0; m.state = Idle)
handle!(m::Machine, ::Val{E}, _) where {E} = note!(m, "unknown event $E")

m = Machine(Dict("cola" => 1, "chips" => 1))
events = [(:select, "cola"), (:coin, 100), (:select, "cola"), (:coin, 100),
          (:select, "cola"), (:coin, 25), (:select, "gum"), (:refund, nothing),
          (:kick, nothing), (:coin, 100), (:select, "chips"), (:coin, 5)]
for (ev, arg) in events
    handle!(m, ev, arg)
end
foreach(println, m.log)
println(m.state, " ", Int(m.state), " ", m.credit, " ", sort(collect(m.stock)))
println(State(1), " ", instances(State)[end], " ", typeof(Val(:coin)))
#= expect
[Idle] insert coins first
[HasCoins] credit 100
[HasCoins] need 50 more for cola
[HasCoins] credit 200
[Vending] dispensed cola, change 50
[HasCoins] credit 25
[HasCoins] gum sold out
[HasCoins] refund 25
[Idle] unknown event kick
[HasCoins] credit 100
[Vending] dispensed chips, change 0
[OutOfOrder] rejected coin 5
OutOfOrder 3 0 ["chips" => 0, "cola" => 0]
HasCoins OutOfOrder Val{:coin}
=#
