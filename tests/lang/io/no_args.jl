# Without arguments ARGS is empty.
println(isempty(ARGS), " ", length(ARGS))
#= expect
true 0
=#
