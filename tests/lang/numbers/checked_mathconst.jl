# Base.checked_add/sub/mul/neg/abs with Julia's OverflowError texts, add/mul_with_overflow,
# the Base.Checked module, and the MathConstants φ (golden), γ (eulergamma), catalan.
println(Base.checked_add(1, 2), " ", Base.checked_mul(3, 4), " ", Base.add_with_overflow(typemax(Int), 1), " ", Base.mul_with_overflow(Int8(100), Int8(2)))
try Base.checked_add(typemax(Int), 1) catch e; println(e); showerror(stdout, e); println() end
try Base.checked_mul(2^62, 4) catch e; showerror(stdout, e); println() end
try Base.checked_sub(typemin(Int32), Int32(1)) catch e; showerror(stdout, e); println() end
try Base.checked_neg(typemin(Int)) catch e; showerror(stdout, e); println() end
try Base.checked_abs(typemin(Int8)) catch e; showerror(stdout, e); println() end
using Base.Checked
println(checked_add(UInt8(200), UInt8(55)), " ", checked_sub(5, 7), " ", Base.checked_add(big(2)^70, 1))
println(MathConstants.golden, " ", Float64(MathConstants.φ), " ", MathConstants.eulergamma + 0, " ", float(MathConstants.catalan), " ", 2 * MathConstants.golden)
try Base.checked_neg(0x05) catch e; showerror(stdout, e); println() end
#= expect
3 12 (-9223372036854775808, true) (-56, true)
OverflowError("9223372036854775807 + 1 overflowed for type Int64")
OverflowError: 9223372036854775807 + 1 overflowed for type Int64
OverflowError: 4611686018427387904 * 4 overflowed for type Int64
OverflowError: -2147483648 - 1 overflowed for type Int32
OverflowError: checked arithmetic: cannot compute -x for x = -9223372036854775808::Int64
OverflowError: checked arithmetic: cannot compute |x| for x = -128::Int8
255 -2 1180591620717411303425
φ 1.618033988749895 0.5772156649015329 0.915965594177219 3.23606797749979
OverflowError: 0 - 5 overflowed for type UInt8
=#
