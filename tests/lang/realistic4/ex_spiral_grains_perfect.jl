# Exercism "spiral-matrix", "grains", "perfect-numbers", "nucleotide-count" and "collatz" with tests
using Test

function spiral_matrix(n::Int)
    m = zeros(Int, n, n)
    r, c, dr, dc = 1, 1, 0, 1
    for k in 1:n^2
        m[r, c] = k
        nr, nc = r + dr, c + dc
        if !(1 <= nr <= n && 1 <= nc <= n) || m[nr, nc] != 0
            dr, dc = dc, -dr
            nr, nc = r + dr, c + dc
        end
        r, c = nr, nc
    end
    m
end

function on_square(n)
    1 <= n <= 64 || throw(DomainError(n, "square must be between 1 and 64"))
    UInt64(2)^(n - 1)
end
total_after(n) = sum(on_square, 1:n; init = UInt64(0))

function classify(n::Integer)
    n > 0 || throw(DomainError(n, "classification is only possible for positive integers"))
    s = sum(d for d in 1:n÷2 if n % d == 0; init = 0)
    s == n ? "perfect" : s > n ? "abundant" : "deficient"
end

function count_nucleotides(strand::AbstractString)
    counts = Dict('A' => 0, 'C' => 0, 'G' => 0, 'T' => 0)
    for c in strand
        haskey(counts, c) || throw(DomainError(c, "invalid nucleotide"))
        counts[c] += 1
    end
    counts
end

function collatz_steps(n::Integer)
    n < 1 && throw(DomainError(n))
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

@testset "exercises" begin
    @test spiral_matrix(0) == zeros(Int, 0, 0)
    @test spiral_matrix(1) == reshape([1], 1, 1)
    @test spiral_matrix(3) == [1 2 3; 8 9 4; 7 6 5]
    @test on_square(1) == 1
    @test on_square(64) == 9223372036854775808
    @test total_after(64) == typemax(UInt64)
    @test_throws DomainError on_square(0)
    @test classify(28) == "perfect"
    @test classify(12) == "abundant"
    @test classify(1) == "deficient"
    @test_throws DomainError classify(0)
    @test count_nucleotides("GATTACA") == Dict('A' => 3, 'C' => 1, 'G' => 1, 'T' => 2)
    @test_throws DomainError count_nucleotides("AGXXACT")
    @test collatz_steps(12) == 9
    @test collatz_steps(1_000_000) == 152
end

display(spiral_matrix(4))
println(on_square(64), " ", typeof(on_square(3)), " ", repr(on_square(3)), " ", total_after(10), " ", string(total_after(64), base = 16))
println(big(2)^64 - 1 == total_after(64), " ", [classify(n) for n in (6, 8, 18, 496)])
nc = count_nucleotides("AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC")
println(join(("$k: $(nc[k])" for k in sort(collect(keys(nc)))), ", "))
println(argmax(collatz_steps, 1:30), " ", maximum(collatz_steps, 1:30))
try
    count_nucleotides("ACU")
catch e
    println(sprint(showerror, e))
end
#= expect
Test Summary: | Pass  Total  Time
exercises     |   15     15  <TIME>
4×4 Matrix{Int64}:
  1   2   3  4
 12  13  14  5
 11  16  15  6
 10   9   8  7
9223372036854775808 UInt64 0x0000000000000004 1023 ffffffffffffffff
true ["perfect", "deficient", "abundant", "perfect"]
A: 20, C: 12, G: 17, T: 21
27 111
DomainError with U:
invalid nucleotide
=#
