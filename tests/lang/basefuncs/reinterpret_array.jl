# reinterpret of an array is a view sharing the parent's memory (Julia's
# ReinterpretArray): its summary, its type, writes through it, its bytes little-endian.
r = reinterpret(UInt8, [1.0])
println(r)
display(r)
println(typeof(r))
println(reinterpret(Float64, UInt8[0, 0, 0, 0, 0, 0, 240, 63]))
v = [0x0102, 0x0304]
b = reinterpret(UInt8, v)
b[1] = 0xff
println(v, " ", b, " ", length(b), " ", sum(b))
m = reinterpret(Int64, [1.0 2.0; 3.0 4.0])
display(m)
println(m[2, 1], " ", size(m))
x = reinterpret(UInt16, UInt8[1, 2, 3, 4])
println(x, " ", collect(x), " ", typeof(collect(x)))
try
    reinterpret(UInt64, UInt8[1, 2, 3])
catch e
    showerror(stdout, e)
    println()
end
w = reinterpret(UInt32, [1.0f0, 2.0f0])
w[2] = 0x3f800000
println(w, " ", parent(w))
println(x .+ 1)
#= expect
UInt8[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf0, 0x3f]
8-element reinterpret(UInt8, ::Vector{Float64}):
 0x00
 0x00
 0x00
 0x00
 0x00
 0x00
 0xf0
 0x3f
Base.ReinterpretArray{UInt8, 1, Float64, Vector{Float64}, false}
[1.0]
UInt16[0x01ff, 0x0304] UInt8[0xff, 0x01, 0x04, 0x03] 4 263
2×2 reinterpret(Int64, ::Matrix{Float64}):
 4607182418800017408  4611686018427387904
 4613937818241073152  4616189618054758400
4613937818241073152 (2, 2)
UInt16[0x0201, 0x0403] UInt16[0x0201, 0x0403] Vector{UInt16}
ArgumentError: cannot reinterpret an `UInt8` array to `UInt64` whose first dimension has size `3`. The resulting array would have a non-integral first dimension.
UInt32[0x3f800000, 0x3f800000] Float32[1.0, 1.0]
[514, 1028]
=#
