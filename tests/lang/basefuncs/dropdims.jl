# dropdims removes dimensions of size 1.
M = [1 2 3; 4 5 6]
println(dropdims(sum(M, dims=1), dims=1), " ", dropdims(sum(M, dims=2), dims=2), " ", size(dropdims(ones(1, 3, 1), dims=(1, 3))))
try dropdims(M, dims=1) catch e; println(e) end
#= expect
[5, 7, 9] [6, 15] (3,)
ArgumentError("dropped dims must all be size 1")
=#
