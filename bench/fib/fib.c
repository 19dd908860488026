/* fib: doubly recursive Fibonacci. Measures the cost of calls and returns.
 * Usage: fib [N]   (default 35); prints fib(N). */
#include <stdio.h>
#include <stdlib.h>

static long fib(long n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 35;
  printf("%ld\n", fib(n));
  return 0;
}
