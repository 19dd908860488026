# BigInt bitwise operations on the two's complement of each value, fixed-width
# integers from BigInt and BigFloat (InexactError when they do not fit; a type
# narrower than 64 bits converts through Int64 or UInt64, as Julia's gmp.jl does),
# hvcat with a number of columns, fullname of modules, isstructtype of a UnionAll.
println(big(5) & 3, " ", big(5) | 2, " ", xor(big(6), 3), " ", ~big(0), " ", ~big(-5))
println(big(-8) & 0xff, " ", big(-1) & big(2)^40, " ", big(-6) | 3, " ", xor(big(-5), big(-3)))
println((big(2)^64 - 1) & -(big(2)^32), " ", typeof(big(1) & 1))
println(Int8(big(-128)), " ", UInt16(big(7)), " ", Int128(big(2)^100), " ", UInt64(big(2)^64 - 1))
println(Int16(big(2.0)^10), " ", typeof(Int32(big(3))))
for f in (() -> Int8(big(200)), () -> UInt8(big(-1)), () -> Int64(big(2.5)))
    try
        f()
    catch e
        println(sprint(showerror, e))
    end
end
println(hvcat(2, 1, 2, 3, 4), " ", hvcat(3, 1, 2, 3, 4, 5, 6))
module Outer
module Inner
end
end
println(fullname(Outer.Inner), " ", fullname(Main), " ", fullname(Base.Iterators), " ", fullname(Base))
println(isstructtype(Pair), " ", isstructtype(Real), " ", isstructtype(Int), " ", isstructtype(Vector))
#= expect
1 7 5 -1 4
248 1099511627776 -5 6
18446744069414584320 BigInt
-128 7 1267650600228229401496703205376 18446744073709551615
1024 Int32
InexactError: trunc(Int8, 200)
InexactError: UInt64(-1)
InexactError: Int64(2.5)
[1 2; 3 4] [1 2 3; 4 5 6]
(:Main, :Outer, :Inner) (:Main,) (:Base, :Iterators) (:Base,)
true false false true
=#
