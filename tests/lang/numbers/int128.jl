# Int128 and UInt128 (Base structs of two UInt64 halves): literals too large for Int64,
# widen/widemul, wrapping arithmetic, division, shifts, conversions and their errors,
# printing, parse, promotion, hashing; values checked against exact integer arithmetic.
x = Int128(2)^100
println(x, " ", typeof(x))
println(widen(10)^30)
println(typeof(widen(1)), " ", typeof(widen(UInt64(1))), " ", typeof(widen(Int128(1))), " ", typeof(widen(Int32(1))))
println(typemax(Int128), " ", typemin(Int128), " ", typemax(UInt128))
println(typemax(Int128) + 1 == typemin(Int128))
println(UInt128(255), " ", repr(UInt128(255)), " ", string(UInt128(255), base=16))
println(Int128(-5) * 7, " ", div(Int128(-7), 2), " ", rem(Int128(-7), 2), " ", mod(Int128(-7), 3), " ", fld(Int128(-7), 2))
p = Int128(10)^20 + 3
println(p % 1000000007, " ", p ÷ Int128(10)^10, " ", p - Int128(10)^20)
println(Float64(Int128(2)^100), " ", Int128(1.0e30), " ", Int128(-12.0))
println(parse(Int128, "-170141183460469231731687303715884105728"), " ", parse(UInt128, "0xff"))
println(Int64(Int128(42)) + 1, " ", BigInt(Int128(2)^90), " ", Int128(big(2)^100 + 1))
println(widemul(typemax(Int64), typemax(Int64)))
println(powermod(3, 10^15, 1000000007))
println(mod(widen(123456789123) * 987654321987, 1000000007))
println(gcd(Int128(2)^70, Int128(6)^20))
println(Int128[1, 2, 3], " ", sum(Int128[1, 2, 3]))
println(Int128(7) < 8, " ", 8 > Int128(7), " ", Int128(7) == 7, " ", 1 + Int128(2), " ", typeof(1 + Int128(2)))
println(hash(Int128(5)) == hash(5), " ", Dict(Int128(1) => 2)[1])
println(-Int128(2)^127, " ", trailing_zeros(Int128(2)^80), " ", leading_zeros(Int128(1)), " ", count_ones(typemax(UInt128)))
println(Int128(1) << 100, " ", (Int128(-1) << 100) >> 99, " ", UInt128(1) << 127 >>> 126)
try Int64(Int128(2)^64) catch e; println(e) end
try Int128(1.5) catch e; println(e) end
try UInt128(-1) catch e; println(e) end
try div(Int128(1), Int128(0)) catch e; println(e) end
println(string(Int128(255), base=2), " ", string(Int128(-255), base = 16), " ", ndigits(Int128(10)^25))
println(factorial(Int128(30)), " ", factorial(UInt128(34)))
println(isqrt(Int128(10)^30))
println(Int128(3) / Int128(2), " ", float(Int128(3)), " ", abs(Int128(-3)), " ", sign(Int128(-3)))
x = 10000000000000000000
println(x, " ", typeof(x))
y = 0xffffffffffffffffff
println(y, " ", typeof(y))
println(-9223372036854775809, " ", typeof(-9223372036854775809))
a = Int128[]
push!(a, 5)
println(a, " ", zeros(Int128, 2), " ", UInt128[1])
println(1:Int128(3), " ", collect(Int128(1):Int128(3)), " ", sum(Int128(1):Int128(100)))
println(sort([Int128(3), Int128(-1)]), " ", maximum([Int128(3), Int128(5)]))
show(stdout, MIME"text/plain"(), Int128[1, 2]); println()
println(Int128(5) // Int128(10), " ", UInt128(3)^2, " ", -UInt128(1))
println(isbitstype(Int128), " ", sizeof(Int128), " ", Int128 <: Signed, " ", UInt128 <: Unsigned, " ", Int128 <: Integer)
#= expect
1267650600228229401496703205376 Int128
1000000000000000000000000000000
Int128 UInt128 BigInt Int64
170141183460469231731687303715884105727 -170141183460469231731687303715884105728 340282366920938463463374607431768211455
true
255 0x000000000000000000000000000000ff ff
-35 -3 -1 2 -4
4903 10000000000 3
1.2676506002282294e30 1000000000000000019884624838656 -12
-170141183460469231731687303715884105728 255
43 1237940039285380274899124224 1267650600228229401496703205377
85070591730234615847396907784232501249
468606845
187830321
1048576
Int128[1, 2, 3] 6
true true true 3 Int128
true 2
-170141183460469231731687303715884105728 80 127 128
1267650600228229401496703205376 -2 2
InexactError(:trunc, Int64, 18446744073709551616)
InexactError(:Int128, Int128, 1.5)
InexactError(:trunc, UInt128, -1)
DivideError()
11111111 -ff 26
265252859812191058636308480000000 295232799039604140847618609643520000000
1000000000000000
1.5 3.0 3 -1
10000000000000000000 Int128
4722366482869645213695 UInt128
-9223372036854775809 Int128
Int128[5] Int128[0, 0] UInt128[0x00000000000000000000000000000001]
1:3 Int128[1, 2, 3] 5050
Int128[-1, 3] 5
2-element Vector{Int128}:
 1
 2
1//2 9 340282366920938463463374607431768211455
true 16 true true true
=#
