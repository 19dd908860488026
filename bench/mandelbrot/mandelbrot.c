/* mandelbrot: escape-time iteration over an N×N grid covering [-1.5, 0.5) × [-1, 1)
 * of the complex plane, at most 50 iterations per point. Measures floating point.
 * Usage: mandelbrot [N]   (default 1000); prints the number of points that did not
 * escape and the total number of iterations over all points. */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_ITER = 50 };

/* Iterations z -> z^2 + c, starting at z = 0, until |z| > 2 or MAX_ITER is reached. */
static long escape_time(double cr, double ci) {
  double zr = 0.0, zi = 0.0;
  long i = 0;
  while (i < MAX_ITER && zr * zr + zi * zi <= 4.0) {
    double tr = zr * zr - zi * zi + cr;
    zi = 2.0 * zr * zi + ci;
    zr = tr;
    i++;
  }
  return i;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  long inside = 0, total = 0;
  for (long y = 0; y < n; y++) {
    double ci = 2.0 * y / n - 1.0;
    for (long x = 0; x < n; x++) {
      double cr = 2.0 * x / n - 1.5;
      long i = escape_time(cr, ci);
      total += i;
      if (i == MAX_ITER) inside++;
    }
  }
  printf("%ld %ld\n", inside, total);
  return 0;
}
