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
    r = Xoshiro.seeded(123)
    print("Xoshiro(123) randexp, randexp(3, 3):", fmt(randexp(r)), ziggurat_array(r, 9, randexp))

if __name__ == "__main__":
    main()
