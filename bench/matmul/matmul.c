/* matmul: multiply two N×N double matrices with the naive triple loop (the left
   one transposed first, so the inner loop walks both operands contiguously),
   matrices built by a formula; the same algorithm and summation order as
   matmul.jl (whose matrices are column-major: m[i][j] here is m[j, i] there).
   Usage: matmul [N] (default 1500); prints floor(1e6 × the middle element). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Column j of the Julia matrix is row j here: m[j * n + i] holds M[i, j]. */
static double *make_matrix(long n, double scale) {
  double *m = malloc(sizeof(double) * n * n);
  double c = scale / n / n;
  for (long j = 1; j <= n; j++)
    for (long i = 1; i <= n; i++) m[(j - 1) * n + (i - 1)] = c * (double)(i - j) * (double)(i + j);
  return m;
}

static double *transposed(const double *a, long n) {
  double *t = malloc(sizeof(double) * n * n);
  for (long j = 0; j < n; j++)
    for (long i = 0; i < n; i++) t[i * n + j] = a[j * n + i];
  return t;
}

static double *matmul(const double *a, const double *b, long n) {
  double *at = transposed(a, n);
  double *c = malloc(sizeof(double) * n * n);
  for (long j = 0; j < n; j++)
    for (long i = 0; i < n; i++) {
      double s = 0.0;
      for (long k = 0; k < n; k++) s += at[i * n + k] * b[j * n + k];
      c[j * n + i] = s;
    }
  free(at);
  return c;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1500;
  double *a = make_matrix(n, 1.0), *b = make_matrix(n, 2.0);
  double *c = matmul(a, b, n);
  long mid = n / 2;
  printf("%ld\n", (long)floor(c[mid * n + mid] * 1e6));
  free(a); free(b); free(c);
  return 0;
}
