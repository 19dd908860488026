/* nqueen: count the placements of N queens on an N×N board, none attacking
   another, by backtracking over rows with bitmasks of the attacked columns and
   diagonals kept per row in arrays (no recursion); the same algorithm as
   nqueen.jl. Usage: nqueen [N] (default 15); prints the number of solutions. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static long nqueens(int n) {
  int32_t full = (int32_t)((1L << n) - 1);
  int32_t *cols = calloc(n + 1, sizeof *cols), *left = calloc(n + 1, sizeof *left);
  int32_t *right = calloc(n + 1, sizeof *right), *free_ = calloc(n + 1, sizeof *free_);
  long count = 0;
  int r = 0;
  free_[0] = full;
  while (r >= 0) {
    int32_t f = free_[r];
    if (f == 0) {
      r--;
      continue;
    }
    int32_t bit = f & -f;
    free_[r] = f & ~bit;
    if (r == n - 1) {
      count++;
      continue;
    }
    int32_t c = cols[r] | bit;
    int32_t l = ((left[r] | bit) << 1) & full;
    int32_t rt = (right[r] | bit) >> 1;
    cols[r + 1] = c;
    left[r + 1] = l;
    right[r + 1] = rt;
    free_[r + 1] = full & ~(c | l | rt);
    r++;
  }
  free(cols); free(left); free(right); free(free_);
  return count;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 15;
  printf("%ld\n", nqueens(n));
  return 0;
}
