# copyto!(dest, doffs, src, soffs, n): n elements by linear index
a = zeros(Int, 6)
copyto!(a, 2, [10, 20, 30, 40], 2, 3)
println(a)
b = collect(1:8)
copyto!(b, 3, b, 1, 5)   # overlapping: the source is read as it was
println(b)
c = Float64[0, 0, 0]
copyto!(c, 1, [1, 2], 1, 2)   # converted as stored
println(c)
r = copyto!(Any[0, 0, 0], 2, 1:5, 4, 2)   # any AbstractArray source
println(r)
println(copyto!([1, 2], 1, [3], 1, 0))
for (d, doffs, s, soffs, n) in ((zeros(2), 2, [1.0, 2.0], 1, 2), (zeros(2), 1, [1.0], 1, -1),
                                (zeros(3), 1, [1.0], 2, 1))
    try
        copyto!(d, doffs, s, soffs, n)
    catch e
        println(typeof(e))
    end
end
#= expect
[0, 20, 30, 40, 0, 0]
[1, 2, 1, 2, 3, 4, 5, 8]
[1.0, 2.0, 0.0]
Any[0, 4, 5]
[1, 2]
BoundsError
ArgumentError
BoundsError
=#
