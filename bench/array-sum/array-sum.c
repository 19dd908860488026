/* array-sum: sum an array of N integers 300 times, element by element.
 * Measures iteration over an array (the other languages' iterate protocol).
 * Usage: array-sum [N]   (default 100000); prints the sum of all passes. */
#include <stdio.h>
#include <stdlib.h>

enum { PASSES = 300 };

static long *make_values(long n) {
  long *v = malloc(n * sizeof(long));
  if (v == NULL) abort();
  for (long i = 1; i <= n; i++) v[i - 1] = (i * 7919) % 1000;
  return v;
}

/* noipa: without it gcc sees that the function is pure and sums only once. */
__attribute__((noipa)) static long sum_values(const long *v, long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += v[i];
  return s;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  long *v = make_values(n);
  long total = 0;
  for (int pass = 0; pass < PASSES; pass++) total += sum_values(v, n);
  printf("%ld\n", total);
  free(v);
  return 0;
}
