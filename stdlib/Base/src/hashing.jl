# hash(x, h::UInt64): the values Julia 1.11 computes, so that Dicts and Sets
# iterate in Julia's order. Numbers that are == hash alike (1, 1.0 and true);
# strings use Julia's memhash; other objects hash by identity.

const hash_uint64 = Core.Intrinsics.hash_uint64

hash(x) = hash(x, 0x0000000000000000)
hash(x, h::UInt64) = hash_uint64(sub_int(mul_int(0x0000000000000003, h), objectid(x)))
hash_uint(x::UInt64) = hash_uint64(x)

# Numbers: mixes the integer value and the Float64 value (Julia's float.jl `hx`).
_hx(a::UInt64, b::Float64, h::UInt64) =
    hash_uint64(sub_int(add_int(mul_int(0x0000000000000003, a), bitcast(UInt64, b)), h))
const _hx_NaN = _hx(zero(UInt64), NaN, zero(UInt64))
hash(x::UInt64, h::UInt64) = _hx(x, uitofp(Float64, x), h)
hash(x::Int64, h::UInt64) = _hx(bitcast(UInt64, abs(x)), sitofp(Float64, x), h)
hash(x::Float64, h::UInt64) = isnan(x) ? xor(_hx_NaN, h) : _hx(fptoui(UInt64, abs(x)), x, h)
hash(x::Union{Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32}, h::UInt64) = hash(Int64(x), h)
hash(x::Float32, h::UInt64) = hash(Float64(x), h)

# Strings: MurmurHash3 of the bytes, seeded as Julia seeds it.
const _memhash_seed = 0x71e729fd56419c81
function hash(s::String, h::UInt64)
    h = add_int(h, _memhash_seed)
    return add_int(Core.Intrinsics.hash_bytes(s, trunc_int(UInt32, h)), h)
end

hash(c::Char, h::UInt64) =
    hash_uint64(xor((UInt64(bitcast(UInt32, c)) + 0x00000000d4d64234) << 32, h))
hash(s::Symbol, h::UInt64) = hash_uint64(3 * h - objectid(s))
hash(::Nothing, h::UInt64) = hash_uint64(3 * h - objectid(nothing))

const _tuplehash_seed = 0x77cfa1eef01bca90
function hash(t::Tuple, h::UInt64)
    h += _tuplehash_seed
    for i in nfields(t):-1:1
        h = hash(getfield(t, i), h)
    end
    return h
end
hash(p::Pair, h::UInt64) = hash(p.second, hash(p.first, h))

# Arrays hash their size and elements (equal arrays hash alike).
function hash(A::AbstractArray, h::UInt64)
    h += 0x7e2d6fb6448beb77
    h = hash(size(A), h)
    for x in A
        h = hash(x, h)
    end
    return h
end
