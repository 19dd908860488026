# strings: build a text of N pseudo-random words (about 10 MB for the default N),
# split it into words, count them in a Dict, and join the words again.
# Measures string building, split, join and Dict{String, Int}.
# Usage: strings.jl [N]   (default 2000000); prints the number of words, the number
# of distinct words, the sum over distinct words of count², and the byte length of
# the rejoined text.

const SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "si", "po",
                   "zu", "ve", "da", "gi", "ho", "je", "wa", "xo"]

# The Park–Miller "minimal standard" generator: its products stay below 2^46, so
# the sequence is the same with 64-bit integers and with doubles.
next_state(state::Int) = (state * 16807) % 2147483647

# N words of one to three syllables each.
function make_words(nwords::Int)
    words = String[]
    state = 12345
    for i in 1:nwords
        state = next_state(state)
        nsyllables = 1 + state % 3
        word = ""
        for k in 1:nsyllables
            state = next_state(state)
            word = word * SYLLABLES[1 + state % 16]
        end
        push!(words, word)
    end
    return words
end

function main()
    nwords = isempty(ARGS) ? 2_000_000 : parse(Int, ARGS[1])
    text = join(make_words(nwords), " ")
    parts = split(text, " ")
    counts = Dict{String, Int}()
    for w in parts
        counts[w] = get(counts, w, 0) + 1
    end
    sum_squares = 0
    for (w, c) in counts
        sum_squares += c * c
    end
    joined = join(parts, ",")
    println(length(parts), " ", length(counts), " ", sum_squares, " ", ncodeunits(joined))
end

main()
