/* strings: build a text of N pseudo-random words (about 10 MB for the default N),
 * split it into words, count them in a hash table, and join the words again.
 * Measures string building, splitting, joining and string-keyed hash tables.
 * Usage: strings [N]   (default 2000000); prints the number of words, the number
 * of distinct words, the sum over distinct words of count², and the byte length of
 * the rejoined text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const SYLLABLES[16] = {"ka", "lo", "mi", "ne", "ru", "ta", "si", "po",
                                          "zu", "ve", "da", "gi", "ho", "je", "wa", "xo"};

static void *xmalloc(size_t size) {
  void *p = malloc(size);
  if (p == NULL) abort();
  return p;
}

/* The Park–Miller "minimal standard" generator. */
static int64_t next_state(int64_t state) { return (state * 16807) % 2147483647; }

/* N words of one to three syllables each, each in its own allocation. */
static char **make_words(long nwords) {
  char **words = xmalloc(nwords * sizeof(char *));
  int64_t state = 12345;
  for (long i = 0; i < nwords; i++) {
    state = next_state(state);
    int nsyllables = 1 + (int)(state % 3);
    char word[8];
    size_t len = 0;
    for (int k = 0; k < nsyllables; k++) {
      state = next_state(state);
      const char *s = SYLLABLES[state % 16];
      size_t slen = strlen(s);
      memcpy(word + len, s, slen);
      len += slen;
    }
    word[len] = '\0';
    words[i] = xmalloc(len + 1);
    memcpy(words[i], word, len + 1);
  }
  return words;
}

/* A piece of a larger string, like a SubString: no copy. */
struct view {
  const char *start;
  size_t len;
};

/* The pieces joined with sep, as one NUL-terminated allocation of *out_len bytes. */
static char *join(const struct view *pieces, long n, char sep, size_t *out_len) {
  size_t total = 0;
  for (long i = 0; i < n; i++) total += pieces[i].len;
  if (n > 0) total += n - 1;
  char *out = xmalloc(total + 1);
  char *p = out;
  for (long i = 0; i < n; i++) {
    if (i > 0) *p++ = sep;
    memcpy(p, pieces[i].start, pieces[i].len);
    p += pieces[i].len;
  }
  *p = '\0';
  *out_len = total;
  return out;
}

/* The fields of text separated by single spaces; *out_n is their number. */
static struct view *split(const char *text, size_t len, long *out_n) {
  long capacity = 16, n = 0;
  struct view *parts = xmalloc(capacity * sizeof *parts);
  size_t start = 0;
  for (size_t i = 0; i <= len; i++) {
    if (i == len || text[i] == ' ') {
      if (n == capacity) {
        capacity *= 2;
        parts = realloc(parts, capacity * sizeof *parts);
        if (parts == NULL) abort();
      }
      parts[n].start = text + start;
      parts[n].len = i - start;
      n++;
      start = i + 1;
    }
  }
  *out_n = n;
  return parts;
}

/* A string -> count hash table: open addressing, linear probing, FNV-1a hashes. */
struct entry {
  struct view key; /* key.start == NULL marks an empty slot */
  uint64_t hash;
  long count;
};

struct table {
  struct entry *slots;
  size_t capacity; /* a power of two */
  size_t size;
};

static uint64_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 14695981039346656037ULL;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 1099511628211ULL;
  }
  return h;
}

static void table_init(struct table *t, size_t capacity) {
  t->slots = calloc(capacity, sizeof(struct entry));
  if (t->slots == NULL) abort();
  t->capacity = capacity;
  t->size = 0;
}

static struct entry *table_find_slot(struct table *t, struct view key, uint64_t hash) {
  size_t i = hash & (t->capacity - 1);
  for (;;) {
    struct entry *e = &t->slots[i];
    if (e->key.start == NULL) return e;
    if (e->hash == hash && e->key.len == key.len &&
        memcmp(e->key.start, key.start, key.len) == 0)
      return e;
    i = (i + 1) & (t->capacity - 1);
  }
}

static void table_grow(struct table *t) {
  struct table bigger;
  table_init(&bigger, t->capacity * 2);
  for (size_t i = 0; i < t->capacity; i++) {
    struct entry *e = &t->slots[i];
    if (e->key.start != NULL) *table_find_slot(&bigger, e->key, e->hash) = *e;
  }
  bigger.size = t->size;
  free(t->slots);
  *t = bigger;
}

/* counts[key] += 1 */
static void table_increment(struct table *t, struct view key) {
  uint64_t hash = hash_bytes(key.start, key.len);
  struct entry *e = table_find_slot(t, key, hash);
  if (e->key.start == NULL) {
    if (2 * (t->size + 1) > t->capacity) {
      table_grow(t);
      e = table_find_slot(t, key, hash);
    }
    e->key = key;
    e->hash = hash;
    e->count = 0;
    t->size++;
  }
  e->count++;
}

int main(int argc, char **argv) {
  long nwords = argc > 1 ? atol(argv[1]) : 2000000;

  char **words = make_words(nwords);
  struct view *word_views = xmalloc(nwords * sizeof *word_views);
  for (long i = 0; i < nwords; i++) {
    word_views[i].start = words[i];
    word_views[i].len = strlen(words[i]);
  }
  size_t text_len;
  char *text = join(word_views, nwords, ' ', &text_len);

  long nparts;
  struct view *parts = split(text, text_len, &nparts);

  struct table counts;
  table_init(&counts, 16);
  for (long i = 0; i < nparts; i++) table_increment(&counts, parts[i]);
  long sum_squares = 0;
  for (size_t i = 0; i < counts.capacity; i++) {
    const struct entry *e = &counts.slots[i];
    if (e->key.start != NULL) sum_squares += e->count * e->count;
  }

  size_t joined_len;
  char *joined = join(parts, nparts, ',', &joined_len);
  printf("%ld %zu %ld %zu\n", nparts, counts.size, sum_squares, joined_len);

  free(joined);
  free(counts.slots);
  free(parts);
  free(text);
  free(word_views);
  for (long i = 0; i < nwords; i++) free(words[i]);
  free(words);
  return 0;
}
