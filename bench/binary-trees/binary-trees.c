/* binary-trees: build and walk many complete binary trees: one "stretch" tree of
 * depth N+1, one long-lived tree of depth N kept until the end, and for each depth
 * d = 4, 6, …, N, 2^(N-d+4) short-lived trees of depth d. Measures allocation.
 * Usage: binary-trees [N]   (default 16); prints the total number of nodes visited. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *left, *right; /* both NULL for a leaf */
};

static struct node *make_tree(long depth) {
  struct node *t = malloc(sizeof *t);
  if (t == NULL) abort();
  if (depth == 0) {
    t->left = t->right = NULL;
  } else {
    t->left = make_tree(depth - 1);
    t->right = make_tree(depth - 1);
  }
  return t;
}

static void free_tree(struct node *t) {
  if (t->left != NULL) {
    free_tree(t->left);
    free_tree(t->right);
  }
  free(t);
}

/* Number of nodes in the tree. */
static long check(const struct node *t) {
  if (t->left == NULL) return 1;
  return 1 + check(t->left) + check(t->right);
}

/* Builds a tree, walks it and frees it: the short-lived trees' whole life. */
static long check_new_tree(long depth) {
  struct node *t = make_tree(depth);
  long c = check(t);
  free_tree(t);
  return c;
}

static long binary_trees(long n) {
  long min_depth = 4;
  long max_depth = min_depth + 2 > n ? min_depth + 2 : n;
  long total = check_new_tree(max_depth + 1);
  struct node *long_lived = make_tree(max_depth);
  for (long depth = min_depth; depth <= max_depth; depth += 2) {
    long iterations = 1L << (max_depth - depth + min_depth);
    for (long i = 0; i < iterations; i++) total += check_new_tree(depth);
  }
  total += check(long_lived);
  free_tree(long_lived);
  return total;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 16;
  printf("%ld\n", binary_trees(n));
  return 0;
}
