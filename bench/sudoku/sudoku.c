/* sudoku: solve a fixed set of hard sudoku puzzles, each N times over, by
   depth-first search that always fills the empty cell with the fewest
   candidates; candidates come from bitmasks of the digits used in each row,
   column and box. The same algorithm as sudoku.jl. Usage: sudoku [N] (default
   50); prints the number of puzzles solved and the sum of their solutions'
   hashes (digits as a number modulo 1e9+7). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *PUZZLES[] = {
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
    ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........",
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
    "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
};
#define NPUZZLES (sizeof PUZZLES / sizeof PUZZLES[0])
#define ALL_DIGITS 0x1ff

static uint8_t cell_row[81], cell_col[81], cell_box[81];

static int search(uint8_t *grid, int32_t *rows, int32_t *cols, int32_t *boxes) {
  int best = -1, best_count = 10;
  int32_t best_free = 0;
  for (int c = 0; c < 81; c++) {
    if (grid[c] == 0) {
      int32_t free_ = ~(rows[cell_row[c]] | cols[cell_col[c]] | boxes[cell_box[c]]) & ALL_DIGITS;
      int n = __builtin_popcount(free_);
      if (n < best_count) {
        best = c, best_count = n, best_free = free_;
        if (n <= 1) break;
      }
    }
  }
  if (best < 0) return 1;
  int r = cell_row[best], k = cell_col[best], b = cell_box[best];
  int32_t free_ = best_free;
  while (free_ != 0) {
    int32_t bit = free_ & -free_;
    free_ &= ~bit;
    grid[best] = (uint8_t)(__builtin_ctz(bit) + 1);
    rows[r] |= bit;
    cols[k] |= bit;
    boxes[b] |= bit;
    if (search(grid, rows, cols, boxes)) return 1;
    rows[r] &= ~bit;
    cols[k] &= ~bit;
    boxes[b] &= ~bit;
  }
  grid[best] = 0;
  return 0;
}

static long solve(const uint8_t *cells) {
  uint8_t grid[81];
  int32_t rows[9] = {0}, cols[9] = {0}, boxes[9] = {0};
  memcpy(grid, cells, 81);
  for (int c = 0; c < 81; c++) {
    if (grid[c] != 0) {
      int32_t bit = 1 << (grid[c] - 1);
      rows[cell_row[c]] |= bit;
      cols[cell_col[c]] |= bit;
      boxes[cell_box[c]] |= bit;
    }
  }
  if (!search(grid, rows, cols, boxes)) return -1;
  long h = 0;
  for (int c = 0; c < 81; c++) h = (h * 10 + grid[c]) % 1000000007L;
  return h;
}

int main(int argc, char **argv) {
  long times = argc > 1 ? atol(argv[1]) : 50;
  for (int c = 0; c < 81; c++) {
    cell_row[c] = c / 9;
    cell_col[c] = c % 9;
    cell_box[c] = (c / 27) * 3 + (c % 9) / 3;
  }
  uint8_t *cells = malloc(81 * NPUZZLES);
  for (size_t p = 0; p < NPUZZLES; p++)
    for (int c = 0; c < 81; c++) cells[p * 81 + c] = PUZZLES[p][c] == '.' ? 0 : PUZZLES[p][c] - '0';
  long solved = 0, checksum = 0;
  for (long t = 0; t < times; t++)
    for (size_t p = 0; p < NPUZZLES; p++) {
      long s = solve(cells + p * 81);
      if (s >= 0) solved++, checksum += s;
    }
  printf("%ld %ld\n", solved, checksum);
  free(cells);
  return 0;
}
