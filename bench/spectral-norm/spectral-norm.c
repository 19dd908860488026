/* spectral-norm: the spectral norm of the infinite matrix
 * A(i, j) = 1 / ((i+j)(i+j+1)/2 + i + 1) truncated to N×N, by ten rounds of the
 * power method on AᵀA. Measures nested loops and function calls.
 * Usage: spectral-norm [N]   (default 500); prints floor(norm * 1e9). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Entry (i, j) of A, with 0-based i and j. */
static double eval_a(long i, long j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

/* out = A * v */
static void mul_av(double *out, const double *v, long n) {
  for (long i = 0; i < n; i++) {
    double s = 0.0;
    for (long j = 0; j < n; j++) s += eval_a(i, j) * v[j];
    out[i] = s;
  }
}

/* out = Aᵀ * v */
static void mul_atv(double *out, const double *v, long n) {
  for (long i = 0; i < n; i++) {
    double s = 0.0;
    for (long j = 0; j < n; j++) s += eval_a(j, i) * v[j];
    out[i] = s;
  }
}

/* out = Aᵀ * A * v, using tmp as scratch space */
static void mul_atav(double *out, const double *v, double *tmp, long n) {
  mul_av(tmp, v, n);
  mul_atv(out, tmp, n);
}

static double spectral_norm(long n) {
  double *u = malloc(n * sizeof(double));
  double *v = malloc(n * sizeof(double));
  double *tmp = malloc(n * sizeof(double));
  for (long i = 0; i < n; i++) {
    u[i] = 1.0;
    v[i] = 0.0;
    tmp[i] = 0.0;
  }
  for (int round = 0; round < 10; round++) {
    mul_atav(v, u, tmp, n);
    mul_atav(u, v, tmp, n);
  }
  double vbv = 0.0, vv = 0.0;
  for (long i = 0; i < n; i++) {
    vbv += u[i] * v[i];
    vv += v[i] * v[i];
  }
  free(u);
  free(v);
  free(tmp);
  return sqrt(vbv / vv);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 500;
  printf("%ld\n", (long)floor(spectral_norm(n) * 1e9));
  return 0;
}
