# Benchmark game: fasta (small n), deterministic random numbers, cumulative tables
const IM = 139968
const IA = 3877
const IC = 29573
const LINE = 60

mutable struct LCG
    last::Int
end
function next_random!(g::LCG, max::Float64)
    g.last = (g.last * IA + IC) % IM
    return max * g.last / IM
end

const ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" *
            "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA" *
            "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"

const IUB = [('a', 0.27), ('c', 0.12), ('g', 0.12), ('t', 0.27),
             ('B', 0.02), ('D', 0.02), ('H', 0.02), ('K', 0.02),
             ('M', 0.02), ('N', 0.02), ('R', 0.02), ('S', 0.02),
             ('V', 0.02), ('W', 0.02), ('Y', 0.02)]
const HOMO = [('a', 0.3029549426680), ('c', 0.1979883004921),
              ('g', 0.1975473066391), ('t', 0.3015094502008)]

function repeat_fasta(io, src::String, n::Int)
    k = length(src)
    s = src^(div(n, k) + 2)
    for i in 1:LINE:n
        println(io, s[i:min(i + LINE - 1, n)])
    end
end

function random_fasta(io, g::LCG, table, n::Int)
    chars = first.(table)
    probs = cumsum(last.(table))
    line = Char[]
    for i in 1:n
        r = next_random!(g, 1.0)
        idx = findfirst(p -> r < p, probs)
        push!(line, chars[something(idx, length(chars))])
        if length(line) == LINE || i == n
            println(io, String(line))
            empty!(line)
        end
    end
end

function fasta(n)
    g = LCG(42)
    println(">ONE Homo sapiens alu")
    repeat_fasta(stdout, ALU, 2n)
    println(">TWO IUB ambiguity codes")
    random_fasta(stdout, g, IUB, 3n)
    println(">THREE Homo sapiens frequency")
    random_fasta(stdout, g, HOMO, 5n)
end

fasta(length(ARGS) > 0 ? parse(Int, ARGS[1]) : 40)
#= expect
>ONE Homo sapiens alu
GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGA
TCACCTGAGGTCAGGAGTTC
>TWO IUB ambiguity codes
cttBtatcatatgctaKggNcataaaSatgtaaaDcDRtBggDtctttataattcBgtcg
tactDtDagcctatttSVHtHttKtgtHMaSattgWaHKHttttagacatWatgtRgaaa
>THREE Homo sapiens frequency
tgacgtcttttgatctgacggcgttaacaaagatactctgggcaacacacatacttctct
catgttgtttcttcggacctttcataacctttcctggcacatggttagctgcacatcaca
ggattgtaagggtctagtggttcagtgagcggaatatcattcgtcggtggtgttaatcta
tctcggtgtagcttataaat
=#
