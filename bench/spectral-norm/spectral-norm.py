"""spectral-norm: the spectral norm of A(i, j) = 1 / ((i+j)(i+j+1)/2 + i + 1).

The infinite matrix is truncated to N×N; ten rounds of the power method on AᵀA.
Measures nested loops and function calls.
Usage: spectral-norm.py [N]   (default 500); prints floor(norm * 1e9).
"""
import math
import sys


def eval_a(i, j):
    """Entry (i, j) of A, with 0-based i and j."""
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(out, v):
    """out = A * v"""
    n = len(v)
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def mul_atv(out, v):
    """out = Aᵀ * v"""
    n = len(v)
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


def mul_atav(out, v, tmp):
    """out = Aᵀ * A * v, using tmp as scratch space"""
    mul_av(tmp, v)
    mul_atv(out, tmp)


def spectral_norm(n):
    u = [1.0] * n
    v = [0.0] * n
    tmp = [0.0] * n
    for _ in range(10):
        mul_atav(v, u, tmp)
        mul_atav(u, v, tmp)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    return math.sqrt(vbv / vv)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    print(math.floor(spectral_norm(n) * 1e9))


main()
