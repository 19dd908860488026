# sortslices (rows or columns, lexicographically), partialsortperm, reinterpret.
A = [3 1 2; 1 9 0; 2 5 5; 1 2 3]
println(sortslices(A, dims = 1))
println(sortslices(A, dims = 2))
println(sortslices(A, dims = 1, rev = true))
println(sortslices(A, dims = 1, by = r -> r[2]))
v = [5, 3, 1, 4, 2]
println(partialsortperm(v, 1), " ", partialsortperm(v, 1:3), " ", partialsortperm(v, 1:2, rev = true))
println(reinterpret(UInt64, 1.0), " ", reinterpret(Float64, 0x4000000000000000), " ", reinterpret(Int64, -0.0))
println(reinterpret(UInt32, 1.0f0), " ", reinterpret(Int8, 0xff), " ", reinterpret(UInt8, Int8(-1)), " ", reinterpret(Char, 0x41000000))
println(reinterpret(UInt8, [0x0102, 0x0304]), " ", reinterpret(UInt16, UInt8[1, 2, 3, 4]), " ", reinterpret(Float64, [0x3ff0000000000000]))
println(reinterpret(Int32, Float32[1.0, -2.0]))
#= expect
[1 2 3; 1 9 0; 2 5 5; 3 1 2]
[1 2 3; 9 0 1; 5 5 2; 2 3 1]
[3 1 2; 2 5 5; 1 9 0; 1 2 3]
[3 1 2; 1 2 3; 2 5 5; 1 9 0]
3 [3, 5, 2] [1, 4]
4607182418800017408 2.0 -9223372036854775808
1065353216 -1 255 A
UInt8[0x02, 0x01, 0x04, 0x03] UInt16[0x0201, 0x0403] [1.0]
Int32[1065353216, -1073741824]
=#
