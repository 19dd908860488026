/* bedcov: N random intervals (from a 64-bit linear congruential generator) are
   sorted by start and indexed by an implicit interval tree: the sorted arrays
   themselves, the middle element of each range being the root of its subtree,
   with a third array holding the largest end in each subtree. Then N more
   random intervals are queried against it: for each, the number of indexed
   intervals that overlap it and how many of its positions they cover. The same
   algorithm as bedcov.jl (indices from 1 there, from 0 here).
   Usage: bedcov [N] (default 1000000); prints the total overlap count and the
   total covered length. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_START 100000000L
#define MAX_LENGTH 1000L

static uint64_t lcg_state = 11;

static long next_random(void) {
  lcg_state = lcg_state * 0x5851f42d4c957f2dULL + 0x14057b7ef767814fULL;
  return (long)(lcg_state >> 33);
}

static void random_intervals(long n, int32_t **starts, int32_t **ends) {
  *starts = malloc(sizeof(int32_t) * n);
  *ends = malloc(sizeof(int32_t) * n);
  for (long i = 0; i < n; i++) {
    long s = next_random() % MAX_START;
    (*starts)[i] = (int32_t)s;
    (*ends)[i] = (int32_t)(s + 1 + next_random() % MAX_LENGTH);
  }
}

/* Sorts keys by their low 48 bits: three passes of 16 bits; returns the sorted array. */
static int64_t *radix_sort(int64_t *keys, int64_t *tmp, long n) {
  long *counts = malloc(sizeof(long) << 16);
  int64_t *src = keys, *dst = tmp;
  for (int shift = 0; shift < 48; shift += 16) {
    memset(counts, 0, sizeof(long) << 16);
    for (long i = 0; i < n; i++) counts[(src[i] >> shift) & 0xffff]++;
    long total = 0;
    for (long d = 0; d < (1L << 16); d++) {
      long c = counts[d];
      counts[d] = total;
      total += c;
    }
    for (long i = 0; i < n; i++) dst[counts[(src[i] >> shift) & 0xffff]++] = src[i];
    int64_t *t = src;
    src = dst;
    dst = t;
  }
  free(counts);
  return src;
}

static void sort_by_start(long n, int32_t *starts, int32_t *ends) {
  int64_t *keys = malloc(sizeof(int64_t) * n), *tmp = malloc(sizeof(int64_t) * n);
  for (long i = 0; i < n; i++) keys[i] = ((int64_t)starts[i] << 20) | i;
  int64_t *sorted = radix_sort(keys, tmp, n);
  int32_t *s = malloc(sizeof(int32_t) * n), *e = malloc(sizeof(int32_t) * n);
  for (long i = 0; i < n; i++) {
    long j = sorted[i] & 0xfffff;
    s[i] = starts[j];
    e[i] = ends[j];
  }
  memcpy(starts, s, sizeof(int32_t) * n);
  memcpy(ends, e, sizeof(int32_t) * n);
  free(keys); free(tmp); free(s); free(e);
}

static int32_t index_tree(int32_t *max_end, const int32_t *ends, long lo, long hi) {
  if (lo > hi) return 0;
  long m = (lo + hi) >> 1;
  int32_t a = index_tree(max_end, ends, lo, m - 1);
  int32_t b = index_tree(max_end, ends, m + 1, hi);
  int32_t x = ends[m];
  if (a > x) x = a;
  if (b > x) x = b;
  max_end[m] = x;
  return x;
}

struct acc { long count, covered, run_start, run_end; };

static void query(struct acc *acc, const int32_t *starts, const int32_t *ends,
                  const int32_t *max_end, long lo, long hi, long qs, long qe) {
  while (lo <= hi) {
    long m = (lo + hi) >> 1;
    if (max_end[m] <= qs) return;
    query(acc, starts, ends, max_end, lo, m - 1, qs, qe);
    long s = starts[m], e = ends[m];
    if (s >= qe) return;
    if (e > qs) {
      acc->count++;
      long cs = s > qs ? s : qs, ce = e < qe ? e : qe;
      if (cs > acc->run_end) {
        acc->covered += acc->run_end - acc->run_start;
        acc->run_start = cs;
        acc->run_end = ce;
      } else if (ce > acc->run_end) {
        acc->run_end = ce;
      }
    }
    lo = m + 1;
  }
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  int32_t *starts, *ends, *qstarts, *qends;
  random_intervals(n, &starts, &ends);
  random_intervals(n, &qstarts, &qends);
  sort_by_start(n, starts, ends);
  int32_t *max_end = malloc(sizeof(int32_t) * n);
  index_tree(max_end, ends, 0, n - 1);
  long count = 0, covered = 0;
  for (long i = 0; i < n; i++) {
    struct acc acc = {0, 0, qstarts[i], qstarts[i]};
    query(&acc, starts, ends, max_end, 0, n - 1, qstarts[i], qends[i]);
    count += acc.count;
    covered += acc.covered + acc.run_end - acc.run_start;
  }
  printf("%ld %ld\n", count, covered);
  return 0;
}
