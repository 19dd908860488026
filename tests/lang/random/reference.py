#!/usr/bin/env python3
"""An independent model of the random streams tests/lang/random/*.jl pin.

Written from the published algorithms (xoshiro256++ by Blackman and Vigna;
SHA-256 from Python's hashlib; Lemire's nearly-divisionless range sampling;
the ziggurat of Marsaglia and Tsang) and the way Julia's Random documents
using them. Run it to print the values the tests expect:

    python3 tests/lang/random/reference.py
"""
import hashlib
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "scripts"))

M64 = (1 << 64) - 1


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M64


class Xoshiro:
    def __init__(self, s):
        self.s = list(s)

    @classmethod
    def seeded(cls, n):
        neg = n < 0
        m = ~n if neg else n
        data = b""
        while True:
            data += struct.pack("<I", m & 0xFFFFFFFF)
            m >>= 32
            if m == 0:
                break
        if neg:
            data += b"\x01"
        return cls(struct.unpack("<4Q", hashlib.sha256(data).digest()))

    def next(self):
        s0, s1, s2, s3 = self.s
        res = (rotl((s0 + s3) & M64, 23) + s0) & M64
        t = (s1 << 17) & M64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        self.s = [s0, s1, s2, s3]
        return res

    def float(self):
        return (self.next() >> 11) * 2.0 ** -53

    def span(self, a, b):
        """a..b for Int64 ranges (nearly divisionless)."""
        s = (b - a + 1) & M64
        m = self.next() * s
        lo = m & M64
        if lo < s:
            t = (-s) % s
            while lo < t:
                m = self.next() * s
                lo = m & M64
        return (m >> 64) + a

    def below52(self, n, mask):
        while True:
            x = (self.next() >> 12) & mask
            if x <= n - 1:
                return x

    def bulk_words(self, nbytes):
        words = []
        if nbytes >= 64:
            mul = [0x02011CE34BCE797F, 0x5A94851FB48A6E05, 0x3688CF5D48899FA7, 0x867B4BB4C42E5661]
            st = [[(mul[w] * self.next()) & M64 for _ in range(8)] for w in range(4)]
            lanes = [Xoshiro([st[w][j] for w in range(4)]) for j in range(8)]
            while nbytes >= 64:
                words += [lane.next() for lane in lanes]
                nbytes -= 64
        while nbytes > 0:
            words.append(self.next())
            nbytes -= 8
        return words


# MersenneTwister: dSFMT-19937 (Saito and Matsumoto, dSFMT 2.2: init_by_array,
# the recursion, gen_rand_array) with Julia's seed words and cache of 1002.
M32=0xffffffff; M64=(1<<64)-1
N=191; POS1=117; SL1=19; SR=12
MSK1=0x000ffafffffffb3f; MSK2=0x000ffdfffc90fffd
FIX1=0x90014964b32f4329; FIX2=0x3b8d12ac548a7c7a; PCV1=0x3d84e1ac0dc82880; PCV2=1
LOW=0x000FFFFFFFFFFFFF; HIGH=0x3FF0000000000000
def dsfmt_f1(x): return ((x ^ (x >> 27)) * 1664525) & M32
def dsfmt_f2(x): return ((x ^ (x >> 27)) * 1566083941) & M32
def dsfmt_init_by_array(key):
    size=(N+1)*4; lag=11; mid=(size-lag)//2
    p=[0x8b8b8b8b]*size
    count=max(len(key)+1,size)
    r=dsfmt_f1(p[0]^p[mid%size]^p[(size-1)%size]); p[mid%size]=(p[mid%size]+r)&M32
    r=(r+len(key))&M32; p[(mid+lag)%size]=(p[(mid+lag)%size]+r)&M32; p[0]=r
    count-=1
    i=1; j=0
    while j<count and j<len(key):
        r=dsfmt_f1(p[i]^p[(i+mid)%size]^p[(i+size-1)%size]); p[(i+mid)%size]=(p[(i+mid)%size]+r)&M32
        r=(r+key[j]+i)&M32; p[(i+mid+lag)%size]=(p[(i+mid+lag)%size]+r)&M32; p[i]=r; i=(i+1)%size; j+=1
    while j<count:
        r=dsfmt_f1(p[i]^p[(i+mid)%size]^p[(i+size-1)%size]); p[(i+mid)%size]=(p[(i+mid)%size]+r)&M32
        r=(r+i)&M32; p[(i+mid+lag)%size]=(p[(i+mid+lag)%size]+r)&M32; p[i]=r; i=(i+1)%size; j+=1
    for j in range(size):
        r=dsfmt_f2((p[i]+p[(i+mid)%size]+p[(i+size-1)%size])&M32); p[(i+mid)%size]^=r
        r=(r-i)&M32; p[(i+mid+lag)%size]^=r; p[i]=r; i=(i+1)%size
    u=[p[2*k]|(p[2*k+1]<<32) for k in range(2*(N+1))]
    for k in range(2*N): u[k]=(u[k]&LOW)|HIGH
    st=[[u[2*k],u[2*k+1]] for k in range(N+1)]
    inner=((st[N][0]^FIX1)&PCV1) ^ ((st[N][1]^FIX2)&PCV2)
    i=32
    while i>0: inner^=inner>>i; i>>=1
    if inner&1==0: st[N][1]^=1
    return st
def dsfmt_rec(a, b, lung):
    t0,t1=a; L0,L1=lung
    l0=((t0<<SL1)&M64)^(L1>>32)^((L1<<32)&M64)^b[0]
    l1=((t1<<SL1)&M64)^(L0>>32)^((L0<<32)&M64)^b[1]
    lung[0]=l0; lung[1]=l1
    return [(l0>>SR)^(l0&MSK1)^t0, (l1>>SR)^(l1&MSK2)^t1]
def dsfmt_fill(st, size):
    arr=[None]*size
    lung=list(st[N])
    arr[0]=dsfmt_rec(st[0],st[POS1],lung)
    i=1
    while i<N-POS1: arr[i]=dsfmt_rec(st[i],st[i+POS1],lung); i+=1
    while i<N: arr[i]=dsfmt_rec(st[i],arr[i+POS1-N],lung); i+=1
    while i<size-N: arr[i]=dsfmt_rec(arr[i-N],arr[i+POS1-N],lung); i+=1
    j=0
    while j<2*N-size: st[j]=arr[j+size-N]; j+=1
    while i<size:
        arr[i]=dsfmt_rec(arr[i-N],arr[i+POS1-N],lung); st[j]=arr[i]; i+=1; j+=1
    st[N]=lung
    out=[]
    for w in arr: out+= [w[0],w[1]]
    return out


def _d(w):
    return struct.unpack("<d", struct.pack("<Q", w))[0]


def _bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


class MT:
    """A MersenneTwister as Julia draws from it: a cache of 1002 doubles in
    [1, 2) refilled whole; arrays whose n2 = 2*((n-2)//2) reaches dSFMT's
    minimum array size (382) take n2 doubles straight from dSFMT and the
    remaining ones from the cache."""

    def __init__(self, seed_words):
        self.st = dsfmt_init_by_array(seed_words)
        self.cache = []

    def refill(self):
        self.cache = [_d(w) for w in dsfmt_fill(self.st, 501)]

    def pop(self):
        if not self.cache:
            self.refill()
        return self.cache.pop(0)

    def fill12(self, n):
        n2 = int((n - 2) / 2) * 2      # Julia's ÷ truncates toward zero
        if n2 < 382:
            if not self.cache:
                self.refill()
            return [self.pop() for _ in range(n)]
        out = [_d(w) for w in dsfmt_fill(self.st, n2 // 2)]
        return out + [self.pop() for _ in range(n - n2)]

    def float32(self):
        """rand(mt, Float32): 23 low bits of a cached double's pattern."""
        m = (_bits(self.pop()) & 0x7fffff) | 0x3f800000
        return struct.unpack("<f", struct.pack("<I", m))[0] - 1.0

    def float32_array(self, n):
        d = self.fill12(2 * (n // 4))
        out = []
        for k in range(n // 4):
            u = _bits(d[2 * k]) | (_bits(d[2 * k + 1]) << 64)
            u ^= (u << 26) & ((1 << 128) - 1)
            for q in range(4):
                m = (((u >> (32 * q)) & 0x7fffff) | 0x3f800000)
                out.append(struct.unpack("<f", struct.pack("<I", m))[0] - 1.0)
        for _ in range(n - 4 * (n // 4)):
            out.append(self.float32())
        return out

    def u128_array(self, n):
        """Julia's rand! of n UInt128s (as Python ints)."""
        A = [0] * n
        i = n
        while True:
            d = self.fill12(2 * i)
            for k in range(i):
                A[k] = _bits(d[2 * k]) | (_bits(d[2 * k + 1]) << 64)
            if n < 5:
                break
            i = 0
            while n - i >= 5:
                u = A[i]
                i += 1
                for sh in (48, 36, 24, 12):
                    A[n - 1] ^= (u << sh) & ((1 << 128) - 1)
                    n -= 1
        if n > 0:
            if len(self.cache) < 2:
                self.refill()
            u = (_bits(self.pop()) << 64) | _bits(self.pop())
            for k in range(1, n + 1):
                A[k - 1] ^= (u << (12 * k)) & ((1 << 128) - 1)
        return A


def mt_u64(mt):
    """rand(mt, UInt64): Julia's cache of 501 UInt128s, made from 627 words of
    two dSFMT doubles each (the last 126 folded into the first 501 with
    shifts of 48, 36, 24 and 12), read from its end 8 bytes at a time."""
    if not getattr(mt, "ints", None):
        ws = dsfmt_fill(mt.st, 627)
        w = [ws[2 * k] | (ws[2 * k + 1] << 64) for k in range(627)]
        M128 = (1 << 128) - 1
        k, n = 501, 0
        while n != 500:
            k += 1
            for sh in (48, 36, 24, 12):
                n += 1
                w[n - 1] ^= (w[k - 1] << sh) & M128
        w[500] ^= (w[626] << 48) & M128
        mt.ints = []
        for k in range(501):
            mt.ints += [w[k] & M64, w[k] >> 64]
    return mt.ints.pop()


def u64_array_mt(seed, n):
    mt = MT(seed)
    out = []
    for u in mt.u128_array(n // 2):
        out += [u & M64, u >> 64]
    if n % 2:
        out.append(mt_u64(mt))
    return out


def bitrand_mt(seed, n):
    words = u64_array_mt(seed, (n + 63) // 64)
    return [(words[i // 64] >> (i % 64)) & 1 for i in range(n)]


def bitrand_summary(seed, n):
    b = bitrand_mt(seed, n)
    return sum(b), "".join(map(str, b[:64])), "".join(map(str, b[-44:]))


def fmt32(x):
    """Julia's shortest printing of a Float32 in [1e-5, 1)."""
    for digits in range(1, 10):
        t = "%.*g" % (digits, x)
        if struct.unpack("<f", struct.pack("<f", float(t)))[0] == x:
            return t if "." in t else t + ".0"
    raise ValueError(x)


def mt_doubles(seed_words, sizes):
    """Doubles in [1, 2) of successive Float64 array draws from one MT."""
    mt = MT(seed_words)
    return [mt.fill12(n) for n in sizes]


def fmt(x):
    """Julia's shortest round-trip printing of a Float64 in (1e-5, 1e16)."""
    r = repr(x)
    if "e" in r:
        mant, exp = r.split("e")
        if "." not in mant:
            mant += ".0"
        return mant + "e" + str(int(exp))
    return r


def shuffle(rng, a):
    """Julia 1.11's shuffle!: from the front, as randperm! draws."""
    a = list(a)
    mask = 3
    for i in range(2, len(a) + 1):
        j = 1 + rng.below52(i, mask)
        a[i - 1], a[j - 1] = a[j - 1], a[i - 1]
        if i == 1 + mask:
            mask = 2 * mask + 1
    return a


def randperm(rng, n):
    a = [0] * n
    a[0] = 1
    mask = 3
    for i in range(2, n + 1):
        j = 1 + rng.below52(i, mask)
        if i != j:
            a[i - 1] = a[j - 1]
        a[j - 1] = i
        if i == 1 + mask:
            mask = 2 * mask + 1
    return a


_ZIG = None


def ziggurat():
    """The layer tables, computed (with mpmath) by the method of
    scripts/gen_ziggurat_tables.py, not read from the library's copy."""
    global _ZIG
    if _ZIG is None:
        import gen_ziggurat_tables
        _ZIG = gen_ziggurat_tables.compute()
    return _ZIG


NOR_R = 3.6541528853610088
EXP_R = 7.69711747013104972


def randn(rng, r=None):
    """Julia's randn: 52 bits (r, else drawn), the lowest the sign, the next 8
    the layer; a rejection draws afresh."""
    (ki, wi, fi), _ = ziggurat()
    while True:
        if r is None:
            r = rng.next() >> 12
        rabs = r >> 1
        idx = rabs & 0xFF
        x = float(-rabs if r & 1 else rabs) * wi[idx]
        if rabs < ki[idx]:
            return x
        if idx == 0:
            while True:
                xx = -(1 / NOR_R) * math.log(rng.float())
                yy = -math.log(rng.float())
                if yy + yy > xx * xx:
                    return -NOR_R - xx if (rabs >> 8) & 1 else NOR_R + xx
        elif (fi[idx - 1] - fi[idx]) * rng.float() + fi[idx] < math.exp(-0.5 * x * x):
            return x
        r = None


def randexp(rng, ri=None):
    """Julia's randexp: 52 bits (ri, else drawn), the lowest 8 the layer."""
    _, (ke, we, fe) = ziggurat()
    while True:
        if ri is None:
            ri = rng.next() >> 12
        idx = ri & 0xFF
        x = float(ri) * we[idx]
        if ri < ke[idx]:
            return x
        if idx == 0:
            return EXP_R - math.log(rng.float())
        if (fe[idx - 1] - fe[idx]) * rng.float() + fe[idx] < math.exp(-x):
            return x
        ri = None


def ziggurat_array(rng, n, f):
    """randn!/randexp! of a Float64 array on Xoshiro: 7 or more elements are
    first filled with raw words as rand!(::Array{UInt64}) does, then each
    word's top 52 bits make one variate."""
    if n < 7:
        return [f(rng) for _ in range(n)]
    return [f(rng, w >> 12) for w in rng.bulk_words(8 * n)]


def main():
    r = Xoshiro.seeded(42)
    print("seed 42:", [fmt(r.float()) for _ in range(3)])
    r = Xoshiro.seeded(42)
    print("seed 42 rand(1:10) x5:", [r.span(1, 10) for _ in range(5)])
    r = Xoshiro.seeded(1234)
    print("Xoshiro(1234) rand(x,2):", [fmt(w >> 11 and (w >> 11) * 2.0 ** -53) for w in r.bulk_words(16)])
    r = Xoshiro.seeded(7)
    print("seed 7 rand(10):", [fmt((w >> 11) * 2.0 ** -53) for w in r.bulk_words(80)])
    print("  then rand():", fmt(r.float()))
    r = Xoshiro.seeded(0)
    print("seed 0 rand(UInt64):", hex(r.next()))
    r = Xoshiro.seeded(-1)
    print("seed -1 rand():", fmt(r.float()))
    r = Xoshiro.seeded(2024)
    print("seed 2024 shuffle(1:10):", shuffle(r, range(1, 11)))
    print("  randperm(8):", randperm(r, 8))
    r = Xoshiro.seeded(3)
    chars = [ord(c) for c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"]
    print("seed 3 randstring():", "".join(chr(chars[r.span(1, 62) - 1]) for _ in range(8)))
    r = Xoshiro.seeded(99)
    print("seed 99 rand(Int, 3):", [w - (1 << 64) if w >> 63 else w for w in r.bulk_words(24)])
    r = Xoshiro.seeded(5)
    print("seed 5 rand(['a','b','c'], 4):", ["abc"[r.span(1, 3) - 1] for _ in range(4)])
    r = Xoshiro.seeded(5)
    print("seed 5 rand(Bool) x4:", [bool(r.next() >> 63) for _ in range(4)])
    r = Xoshiro.seeded(42)
    print("seed 42 randn() x3:", [fmt(randn(r)) for _ in range(3)])
    print("  randexp() x3:", [fmt(randexp(r)) for _ in range(3)])
    r = Xoshiro.seeded(3)
    print("seed 3 randn(2000): min, max, last two:")
    v = ziggurat_array(r, 2000, randn)
    print("  ", fmt(min(v)), fmt(max(v)), v[1998:])
    print("  then randn(3):", [fmt(x) for x in ziggurat_array(r, 3, randn)])
    r = Xoshiro.seeded(1)
    print("Xoshiro(1) randexp(2000): max, last:")
    v = ziggurat_array(r, 2000, randexp)
    print("  ", fmt(max(v)), v[1999:])
    a, b, c = mt_doubles([7], [3, 1001, 2])
    print("MersenneTwister(7) rand(3), rand(1001)[end], rand(2):", [fmt(x - 1) for x in a],
          fmt(b[-1] - 1), [fmt(x - 1) for x in c])
    mt = MT([1234])
    print("MersenneTwister(1234) rand(Float32) x3, rand(Float32, 9):",
          [fmt32(mt.float32()) for _ in range(3)], [fmt32(x) for x in mt.float32_array(9)])
    print("bitrand(MersenneTwister(1234), 10):", "".join(str(b) for b in bitrand_mt([1234], 10)))
    print("bitrand(MersenneTwister(1234), 300) ones, first 64, last 44:",
          *bitrand_summary([1234], 300))
    print("MersenneTwister(3) rand(UInt64, 13)[[1, 7, 13]]:", u64_array_mt([3], 13)[0::6])
    mt = MT([9])
    print("MersenneTwister(9) rand(400)[[1, 398, 400]], then rand():",
          [fmt(x - 1) for x in (lambda v: [v[0], v[397], v[399]])(mt.fill12(400))], fmt(mt.pop() - 1))
    r = Xoshiro.seeded(123)
    print("Xoshiro(123) randexp, randexp(3, 3):", fmt(randexp(r)), ziggurat_array(r, 9, randexp))

if __name__ == "__main__":
    main()
