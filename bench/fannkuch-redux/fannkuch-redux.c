/* fannkuch-redux: for every permutation of 0..N-1, repeatedly reverse the head
 * k+1 elements, where k is the first element, until the first element is 0.
 * Measures small-array indexing and permutation generation.
 * Usage: fannkuch-redux [N]   (default 10); prints the checksum (flip counts
 * summed with alternating signs, in generation order) and the largest flip count. */
#include <stdio.h>
#include <stdlib.h>

/* Number of prefix reversals that bring 0 to the front of perm (modified in place). */
static long count_flips(long *perm) {
  long flips = 0;
  long k = perm[0];
  while (k != 0) {
    long i = 0, j = k;
    while (i < j) {
      long t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
      i++;
      j--;
    }
    flips++;
    k = perm[0];
  }
  return flips;
}

static void fannkuch(long n, long *checksum_out, long *max_flips_out) {
  long *perm1 = malloc(n * sizeof(long));     /* the current permutation */
  long *perm = malloc(n * sizeof(long));      /* the copy that gets flipped */
  long *rotations = malloc(n * sizeof(long)); /* rotations[r]: rotations left at level r */
  for (long i = 0; i < n; i++) {
    perm1[i] = i;
    perm[i] = rotations[i] = 0;
  }
  long max_flips = 0, checksum = 0, perm_index = 0;
  long r = n;
  for (;;) {
    while (r != 1) {
      rotations[r - 1] = r;
      r--;
    }
    for (long i = 0; i < n; i++) perm[i] = perm1[i];
    long flips = count_flips(perm);
    if (flips > max_flips) max_flips = flips;
    checksum += perm_index % 2 == 0 ? flips : -flips;
    /* Next permutation: rotate the first r+1 elements left by one; when the
     * level has done all its rotations, move up a level. */
    for (;;) {
      if (r == n) {
        free(perm1);
        free(perm);
        free(rotations);
        *checksum_out = checksum;
        *max_flips_out = max_flips;
        return;
      }
      long head = perm1[0];
      for (long i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = head;
      rotations[r]--;
      if (rotations[r] > 0) break;
      r++;
    }
    perm_index++;
  }
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 10;
  long checksum, max_flips;
  fannkuch(n, &checksum, &max_flips);
  printf("%ld %ld\n", checksum, max_flips);
  return 0;
}
