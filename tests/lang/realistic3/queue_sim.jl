# A discrete-event bank queue simulation driven by a deterministic LCG
using Printf

mutable struct LCG
    state::UInt64
end
function next!(g::LCG)
    g.state = (g.state * 0x5851f42d4c957f2d + 0x14057b7ef767814f) % UInt64
    (g.state >> 33) / 2.0^31          # uniform in [0, 1)
end
exprand(g::LCG, mean) = -mean * log(1 - next!(g))

struct Customer
    id::Int
    arrival::Float64
    service::Float64
end

function simulate(n; seed = 42, mean_gap = 2.0, mean_service = 1.5, tellers = 1)
    g = LCG(seed)
    t = 0.0
    customers = Customer[]
    for i in 1:n
        t += exprand(g, mean_gap)
        push!(customers, Customer(i, t, exprand(g, mean_service)))
    end
    free_at = zeros(tellers)
    waits = Float64[]
    for c in customers
        k = argmin(free_at)
        start = max(c.arrival, free_at[k])
        push!(waits, start - c.arrival)
        free_at[k] = start + c.service
    end
    customers, waits, maximum(free_at)
end

cs, waits, finish = simulate(8)
for (c, w) in zip(cs, waits)
    @printf("customer %d arrives %6.3f service %5.3f waits %5.3f\n", c.id, c.arrival, c.service, w)
end
@printf("mean wait %.4f, max wait %.4f, finished at %.3f\n", sum(waits) / length(waits), maximum(waits), finish)
for k in 1:3
    _, w, f = simulate(1000; tellers = k)
    @printf("%d teller(s): mean wait %8.4f  served by %.1f  waited>1: %d\n", k, sum(w) / length(w), f, count(>(1), w))
end
g = LCG(1)
println([round(next!(g); digits = 4) for _ in 1:4])
#= expect
customer 1 arrives  1.680 service 0.383 waits 0.000
customer 2 arrives  2.745 service 1.493 waits 0.000
customer 3 arrives  5.024 service 0.040 waits 0.000
customer 4 arrives  5.068 service 0.248 waits 0.000
customer 5 arrives  6.353 service 0.038 waits 0.000
customer 6 arrives  7.236 service 1.129 waits 0.000
customer 7 arrives 12.299 service 0.593 waits 0.000
customer 8 arrives 15.477 service 0.744 waits 0.000
mean wait 0.0000, max wait 0.0000, finished at 16.221
1 teller(s): mean wait   4.8169  served by 2031.9  waited>1: 636
2 teller(s): mean wait   0.2693  served by 2030.0  waited>1: 111
3 teller(s): mean wait   0.0325  served by 2029.8  waited>1: 10
[0.4232, 0.5094, 0.6484, 0.3829]
=#
