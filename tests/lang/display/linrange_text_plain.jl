# A LinRange's text/plain form: its summary, then its elements on one line (compact
# floats), cut around `, …, ` to fit 80 columns; other ranges show as they print.
display(LinRange(0, 1, 5))
display(LinRange(0, 1, 100))
display(range(0, 1, length = 5))
show(stdout, MIME"text/plain"(), LinRange(1, 2, 3))
println()
println(LinRange(1, 2, 3))
display(LinRange(0, 1, 0))
display(1:0.5:3)
#= expect
5-element LinRange{Float64, Int64}:
 0.0, 0.25, 0.5, 0.75, 1.0
100-element LinRange{Float64, Int64}:
 0.0, 0.010101, 0.020202, 0.030303, …, 0.969697, 0.979798, 0.989899, 1.0
0.0:0.25:1.0
3-element LinRange{Float64, Int64}:
 1.0, 1.5, 2.0
LinRange{Float64}(1.0, 2.0, 3)
LinRange{Float64}(0.0, 1.0, 0)
1.0:0.5:3.0
=#
