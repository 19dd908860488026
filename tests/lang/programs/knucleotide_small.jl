# k-nucleotide style: frequencies of substrings in a sequence.
using Printf
seq = uppercase(repeat("GGTATTTTAATTTATAGT", 3) * "ACGT")
function freqs(seq, k)
    counts = Dict{String, Int}()
    for i in 1:length(seq)-k+1
        key = seq[i:i+k-1]
        counts[key] = get(counts, key, 0) + 1
    end
    counts
end
for k in 1:2
    f = freqs(seq, k)
    total = sum(values(f))
    for (key, n) in sort(collect(f), by = p -> (-p.second, p.first))
        @printf("%s %.3f\n", key, 100 * n / total)
    end
    println()
end
for frag in ["GGT", "GGTA", "TTTA"]
    println(get(freqs(seq, length(frag)), frag, 0), "\t", frag)
end
#= expect
T 53.448
A 27.586
G 17.241
C 1.724

TT 26.316
TA 22.807
AT 15.789
GT 12.281
AA 5.263
AG 5.263
GG 5.263
TG 3.509
AC 1.754
CG 1.754

3	GGT
3	GGTA
6	TTTA
=#
