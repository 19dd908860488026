# A float range's type is spelled as Julia's: its reference and step are
# Base.TwicePrecision{Float64} (seen in typeof and in MethodError messages).
r = 0.0:0.1:1.0
println(typeof(r))
println(r, " ", length(r), " ", step(r), " ", collect(r)[4], " ", r[end])
r2 = range(0, 1, length=5)
println(typeof(r2), " ", r2, " ", collect(r2))
println(typeof(1.0:3.0), " ", collect(1.0:3.0), " ", reverse(0.0:0.5:1.0))
println(sum(0.1:0.1:0.5), " ", 0.3 in 0.0:0.1:1.0)
println(typeof(range(1.5, step=0.5, length=3)), " ", collect(range(1.5, step=0.5, length=3)))
show(stdout, MIME"text/plain"(), 0.0:0.25:1.0); println()
#= expect
StepRangeLen{Float64, Base.TwicePrecision{Float64}, Base.TwicePrecision{Float64}, Int64}
0.0:0.1:1.0 11 0.1 0.3 1.0
StepRangeLen{Float64, Base.TwicePrecision{Float64}, Base.TwicePrecision{Float64}, Int64} 0.0:0.25:1.0 [0.0, 0.25, 0.5, 0.75, 1.0]
StepRangeLen{Float64, Base.TwicePrecision{Float64}, Base.TwicePrecision{Float64}, Int64} [1.0, 2.0, 3.0] 1.0:-0.5:0.0
1.5 true
StepRangeLen{Float64, Base.TwicePrecision{Float64}, Base.TwicePrecision{Float64}, Int64} [1.5, 2.0, 2.5]
0.0:0.25:1.0
=#
