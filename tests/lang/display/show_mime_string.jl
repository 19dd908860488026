# show(io, "text/plain", x) names the MIME type by a string; round(z; digits) on Complex.
struct Box
    v::Int
end
Base.show(io::IO, ::MIME"text/plain", b::Box) = print(io, "Box holding ", b.v)
show(stdout, "text/plain", Box(3)); println()
show(stdout, "text/plain", [1, 2]); println()
println(round(exp(im * pi / 2), digits=5), " ", round(1.26 + 2.5im), " ", round(3.14159 - 2.71828im; digits=2))
#= expect
Box holding 3
2-element Vector{Int64}:
 1
 2
0.0 + 1.0im 1.0 + 2.0im 3.14 - 2.72im
=#
