# display of I (LinearAlgebra's show for text/plain: the type, then λ*I with a
# signed λ in parentheses) and det of a Diagonal (the product of its diagonal).
using LinearAlgebra
display(I)
display(2.5I)
display((1 + 2im) * I)
println(I, " ", det(Diagonal([2, 3])), " ", det(Diagonal([0.5, 4.0])))
#= expect
UniformScaling{Bool}
true*I
UniformScaling{Float64}
2.5*I
UniformScaling{Complex{Int64}}
(1 + 2im)*I
UniformScaling{Bool}(true) 6 2.0
=#
