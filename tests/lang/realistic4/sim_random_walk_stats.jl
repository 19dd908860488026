# A small simulation with a hand-rolled LCG (reproducible everywhere), summarised with Statistics and Printf
using Statistics, Printf

mutable struct LCG
    state::UInt64
end
function next!(g::LCG)
    g.state = (g.state * 6364136223846793005 + 1442695040888963407) % UInt64
    Int(g.state >> 33)
end
randint!(g::LCG, lo, hi) = lo + next!(g) % (hi - lo + 1)

function walk(g, steps)
    pos = 0
    maxpos = 0
    for _ in 1:steps
        pos += randint!(g, 0, 1) == 1 ? 1 : -1
        maxpos = max(maxpos, pos)
    end
    pos, maxpos
end

g = LCG(42)
results = [walk(g, 100) for _ in 1:400]
finals = first.(results)
peaks = last.(results)

@printf("walks: %d, steps: %d\n", length(finals), 100)
@printf("mean final %.3f, std %.3f, median %.1f\n", mean(finals), std(finals), median(finals))
@printf("quartiles: %.2f %.2f %.2f\n", quantile(finals, [0.25, 0.5, 0.75])...)
@printf("extrema: %s, mean |final| %.3f\n", extrema(finals), mean(abs, finals))
@printf("mean peak %.3f, var peak %.3f\n", mean(peaks), var(peaks))
@printf("cor(final, peak) = %+.4f\n", cor(finals, peaks))

bins = -30:10:30
counts = [count(x -> lo <= x < lo + 10, finals) for lo in bins[1:end-1]]
for (lo, c) in zip(bins, counts)
    @printf("[%4d, %4d) %-40s %3d\n", lo, lo + 10, "#"^(c ÷ 4), c)
end
println("outside: ", length(finals) - sum(counts))
println(sum(iseven, finals), " ", all(iseven, finals))
dice = [randint!(g, 1, 6) + randint!(g, 1, 6) for _ in 1:3600]
freq = [count(==(s), dice) for s in 2:12]
println(freq, " ", sum(freq), " ", argmax(freq) + 1)
@printf("dice mean %.4f median %.1f std %.4f\n", mean(dice), median(dice), std(dice))
#= expect
walks: 400, steps: 100
mean final -0.805, std 10.606, median 0.0
quartiles: -8.00 0.00 6.00
extrema: (-32, 26), mean |final| 8.395
mean peak 7.263, var peak 38.415
cor(final, peak) = +0.8498
[ -30,  -20) ##                                         8
[ -20,  -10) ##############                            57
[ -10,    0) ################################         131
[   0,   10) ##################################       139
[  10,   20) #############                             52
[  20,   30) ##                                        11
outside: 2
400 true
[109, 178, 315, 386, 471, 575, 535, 414, 320, 202, 95] 3600 7
dice mean 7.0447 median 7.0 std 2.4210
=#
