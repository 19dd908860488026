# text/plain of an Irrational: its name and first digits (Julia's irrationals.jl: the
# shortest float's string cut to 15 characters, then ...); compact and print give the name.
display(π)
display(ℯ)
show(stdout, MIME"text/plain"(), MathConstants.golden); println()
display([π, ℯ])
println(π, " ", [π])
show(IOContext(stdout, :compact => true), MIME"text/plain"(), π); println()
#= expect
π = 3.1415926535897...
ℯ = 2.7182818284590...
φ = 1.6180339887498...
2-element Vector{Float64}:
 3.141592653589793
 2.718281828459045
π [π]
π
=#
