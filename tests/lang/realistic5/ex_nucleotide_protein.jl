# exercism: nucleotide-count, rna-transcription, protein-translation, hamming
using Test

function count_nucleotides(strand::AbstractString)
    counts = Dict('A' => 0, 'C' => 0, 'G' => 0, 'T' => 0)
    for c in strand
        haskey(counts, c) || throw(DomainError(c, "invalid nucleotide"))
        counts[c] += 1
    end
    counts
end

const RNA = Dict('G' => 'C', 'C' => 'G', 'T' => 'A', 'A' => 'U')
to_rna(dna) = map(c -> get(() -> error("Invalid DNA strand"), RNA, c), dna)

const CODONS = Dict(
    "AUG" => "Methionine", "UUU" => "Phenylalanine", "UUC" => "Phenylalanine",
    "UUA" => "Leucine", "UUG" => "Leucine", "UCU" => "Serine", "UCC" => "Serine",
    "UAU" => "Tyrosine", "UAC" => "Tyrosine", "UGU" => "Cysteine", "UGG" => "Tryptophan",
    "UAA" => "STOP", "UAG" => "STOP", "UGA" => "STOP")

function proteins(rna)
    out = String[]
    for i in 1:3:length(rna)
        codon = rna[i:min(i + 2, end)]
        p = get(CODONS, codon, nothing)
        p === nothing && throw(ArgumentError("invalid codon $(repr(codon))"))
        p == "STOP" && break
        push!(out, p)
    end
    out
end

function hamming(a, b)
    length(a) == length(b) || throw(ArgumentError("strands must be of equal length"))
    count(((x, y),) -> x != y, zip(a, b))
end

@testset "nucleotides" begin
    @test count_nucleotides("") == Dict('A' => 0, 'C' => 0, 'G' => 0, 'T' => 0)
    @test count_nucleotides("GGGGGTAACCCGG")['G'] == 7
    @test_throws DomainError count_nucleotides("AGXXACT")
end

@testset "rna and proteins" begin
    @test to_rna("ACGTGGTCTTAA") == "UGCACCAGAAUU"
    @test_throws ErrorException to_rna("ACGX")
    @test proteins("AUGUUUUGG") == ["Methionine", "Phenylalanine", "Tryptophan"]
    @test proteins("UGGUAGUGG") == ["Tryptophan"]
    @test proteins("") == String[]
    @test_throws ArgumentError proteins("AUGU")
end

@testset "hamming" begin
    @test hamming("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT") == 7
    @test hamming("", "") == 0
    @test_throws ArgumentError hamming("AATG", "AAA")
end

counts = count_nucleotides("AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC")
for (k, v) in sort(collect(counts))
    println(k, ": ", v)
end
try
    count_nucleotides("ACU")
catch e
    showerror(stdout, e); println()
end
try
    proteins("AUGXYZ")
catch e
    println(e)
end
#= expect
Test Summary: | Pass  Total  Time
nucleotides   |    3      3  <TIME>
Test Summary:    | Pass  Total  Time
rna and proteins |    6      6  <TIME>
Test Summary: | Pass  Total  Time
hamming       |    3      3  <TIME>
A: 20
C: 12
G: 17
T: 21
DomainError with U:
invalid nucleotide
ArgumentError("invalid codon \"XYZ\"")
=#
