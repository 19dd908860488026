"""strings: build, split, count and join a text of N pseudo-random words.

The text is about 10 MB for the default N. Measures string building, split,
join and str-keyed dicts.
Usage: strings.py [N]   (default 2000000); prints the number of words, the number
of distinct words, the sum over distinct words of count², and the byte length of
the rejoined text.
"""
import sys

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "si", "po",
             "zu", "ve", "da", "gi", "ho", "je", "wa", "xo"]


def next_state(state):
    """The Park–Miller "minimal standard" generator (products stay below 2^46)."""
    return (state * 16807) % 2147483647


def make_words(nwords):
    """N words of one to three syllables each."""
    words = []
    state = 12345
    for _ in range(nwords):
        state = next_state(state)
        nsyllables = 1 + state % 3
        word = ""
        for _ in range(nsyllables):
            state = next_state(state)
            word = word + SYLLABLES[state % 16]
        words.append(word)
    return words


def main():
    nwords = int(sys.argv[1]) if len(sys.argv) > 1 else 2000000
    text = " ".join(make_words(nwords))
    parts = text.split(" ")
    counts = {}
    for w in parts:
        counts[w] = counts.get(w, 0) + 1
    sum_squares = 0
    for w, c in counts.items():
        sum_squares += c * c
    joined = ",".join(parts)
    print(len(parts), len(counts), sum_squares, len(joined.encode()))


main()
