# native: at least 8 compiled
# native: compiles bit_count int32_sum byte_hist narrow_to_int32! shifts div_narrow pair_of_vectors bump!
# Integers narrower than 64 bits in native code: Int32 and UInt8 values in
# registers of their width, vectors of them (4 and 1 bytes an element), their
# arithmetic wrapping at their width, shifts by any count, conversions that
# raise InexactError (a bail: the interpreter raises it after its own
# stores), division errors, a tuple of two vectors returned to the
# interpreter, and a mutable struct's narrow fields.

function bit_count(n::Int)
    full = Int32((1 << n) - 1)
    s = 0
    x = full
    while x != 0
        b = x & -x
        x &= ~b
        s += trailing_zeros(b) + count_ones(b)
    end
    return s
end

function int32_sum(v::Vector{Int32})
    s = Int32(0)
    @inbounds for x in v
        s += x
    end
    return s
end

function byte_hist(data::Vector{UInt8})
    h = zeros(Int, 4)
    for b in data
        h[(b & 0x03) + 1] += 1
    end
    return h
end

function narrow_to_int32!(dst::Vector{Int32}, src::Vector{Int})
    for i in 1:length(src)
        dst[i] = src[i]
    end
    return dst
end

shifts(x::Int32, n::Int) = (x << n, x >> n, x >>> n)

div_narrow(a::Int32, b::Int32) = (div(a, b), rem(a, b))

function pair_of_vectors(n::Int)
    a = Vector{Int32}(undef, n)
    b = Vector{UInt8}(undef, n)
    for i in 1:n
        a[i] = i * i
        b[i] = (i + 250) % UInt8
    end
    return a, b
end

mutable struct Counter
    hits::Int32
    last::UInt8
end

function bump!(c::Counter, b::UInt8)
    c.hits += Int32(1)
    c.last = b + 0x01
    return c.hits
end

println(bit_count(5), " ", bit_count(31))
println(int32_sum(Int32[1, 2, 3]), " ", int32_sum(Int32[typemax(Int32), 1]))
println(byte_hist(UInt8[0, 1, 2, 3, 4, 5, 255]))
d = zeros(Int32, 3)
println(narrow_to_int32!(d, [1, -5, 70000]))
try
    narrow_to_int32!(d, [3, 2^40])
catch e
    println(e)
end
println(d)
println(shifts(Int32(-8), 1), " ", shifts(Int32(-8), 40))
println(div_narrow(Int32(-7), Int32(2)))
for (a, b) in ((Int32(5), Int32(0)), (typemin(Int32), Int32(-1)))
    try
        div_narrow(a, b)
    catch e
        println(e)
    end
end
println(pair_of_vectors(7))
c = Counter(0, 0)
bump!(c, 0x07)
println(bump!(c, 0xff), " ", c.hits, " ", c.last)

#= expect
15 496
6 -2147483648
[2, 2, 1, 2]
Int32[1, -5, 70000]
InexactError(:trunc, Int32, 1099511627776)
Int32[3, -5, 70000]
(-16, -4, 2147483644) (0, -1, 0)
(-3, -1)
DivideError()
DivideError()
(Int32[1, 4, 9, 16, 25, 36, 49], UInt8[0xfb, 0xfc, 0xfd, 0xfe, 0xff, 0x00, 0x01])
2 2 0
=#
