/* loop: a counted loop of integer arithmetic, s += i % 7 for i in 1..N.
 * Measures loop overhead and integer operations.
 * Usage: loop [N]   (default 100000000); prints the sum. */
#include <stdio.h>
#include <stdlib.h>

static long loop(long n) {
  long s = 0;
  for (long i = 1; i <= n; i++) s += i % 7;
  return s;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000000;
  printf("%ld\n", loop(n));
  return 0;
}
