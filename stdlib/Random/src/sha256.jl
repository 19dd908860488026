# SHA-256 (FIPS 180-4) of a byte vector, for hashing seeds. Returns the 32-byte
# digest.

const _SHA256_K = UInt32[
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]

_rotr32(x::UInt32, n) = (x >>> n) | (x << (32 - n))

function _sha256(msg::Vector{UInt8})
    h = UInt32[0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
               0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    data = copy(msg)
    bitlen = UInt64(length(msg)) * UInt64(8)
    push!(data, 0x80)
    while length(data) % 64 != 56
        push!(data, 0x00)
    end
    for k in 7:-1:0
        push!(data, ((bitlen >>> (8 * k)) & 0xff) % UInt8)
    end
    w = zeros(UInt32, 64)
    for chunk in 0:(div(length(data), 64) - 1)
        base = 64 * chunk
        for t in 1:16
            o = base + 4 * (t - 1)
            w[t] = (UInt32(data[o+1]) << 24) | (UInt32(data[o+2]) << 16) |
                   (UInt32(data[o+3]) << 8) | UInt32(data[o+4])
        end
        for t in 17:64
            x = w[t-15]
            y = w[t-2]
            s0 = xor(xor(_rotr32(x, 7), _rotr32(x, 18)), x >>> 3)
            s1 = xor(xor(_rotr32(y, 17), _rotr32(y, 19)), y >>> 10)
            w[t] = w[t-16] + s0 + w[t-7] + s1
        end
        a, b, c, d, e, f, g, hh = h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
        for t in 1:64
            S1 = xor(xor(_rotr32(e, 6), _rotr32(e, 11)), _rotr32(e, 25))
            ch = xor(e & f, (~e) & g)
            t1 = hh + S1 + ch + _SHA256_K[t] + w[t]
            S0 = xor(xor(_rotr32(a, 2), _rotr32(a, 13)), _rotr32(a, 22))
            maj = xor(xor(a & b, a & c), b & c)
            t2 = S0 + maj
            hh = g
            g = f
            f = e
            e = d + t1
            d = c
            c = b
            b = a
            a = t1 + t2
        end
        h[1] += a; h[2] += b; h[3] += c; h[4] += d
        h[5] += e; h[6] += f; h[7] += g; h[8] += hh
    end
    out = UInt8[]
    for x in h
        for k in 3:-1:0
            push!(out, ((x >>> (8 * k)) & 0xff) % UInt8)
        end
    end
    return out
end

# The bytes an integer seed is hashed from: the 32-bit words of |n| (of ~n when
# n < 0), least significant first, each little-endian, at least one word; a
# negative seed adds the byte 0x01 so that it differs from every positive one.
function _seed_bytes(n::Integer)
    neg = n < 0
    m = neg ? ~BigInt(n) : BigInt(n)
    bytes = UInt8[]
    while true
        word = UInt32(m & 0xffffffff)
        for k in 0:3
            push!(bytes, ((word >>> (8 * k)) & 0xff) % UInt8)
        end
        m = m >> 32
        m == 0 && break
    end
    neg && push!(bytes, 0x01)
    return bytes
end

function _seed_bytes(n::Union{Int64, UInt64, Int32, UInt32, Int16, UInt16, Int8, UInt8, Bool})
    neg = n < 0
    m = neg ? UInt64(~Int64(n)) : UInt64(n)
    bytes = UInt8[]
    while true
        word = (m & 0xffffffff) % UInt32
        for k in 0:3
            push!(bytes, ((word >>> (8 * k)) & 0xff) % UInt8)
        end
        m = m >>> 32
        m == 0 && break
    end
    neg && push!(bytes, 0x01)
    return bytes
end

# Four little-endian UInt64 words of a 32-byte digest.
function _digest_words(d::Vector{UInt8})
    ws = UInt64[]
    for i in 0:3
        x = UInt64(0)
        for k in 7:-1:0
            x = (x << 8) | UInt64(d[8i + k + 1])
        end
        push!(ws, x)
    end
    return ws
end
