# bedcov: N random intervals (from a 64-bit linear congruential generator) are
# sorted by start and indexed by an implicit interval tree: the sorted arrays
# themselves, the middle element of each range being the root of its subtree,
# with a third array holding the largest end in each subtree. Then N more random
# intervals are queried against it: for each, the number of indexed intervals
# that overlap it and how many of its positions they cover.
# Usage: bedcov.jl [N] (default 1000000); prints the total overlap count and
# the total covered length.

const MAX_START = 100_000_000
const MAX_LENGTH = 1_000

mutable struct Lcg
    state::UInt64
end

function next!(g::Lcg)
    g.state = g.state * 0x5851f42d4c957f2d + 0x14057b7ef767814f
    return Int(g.state >> 33)
end

# n random half-open intervals [start, end).
function random_intervals(g::Lcg, n::Int)
    starts = Vector{Int32}(undef, n)
    ends = Vector{Int32}(undef, n)
    for i in 1:n
        s = next!(g) % MAX_START
        starts[i] = s
        ends[i] = s + 1 + next!(g) % MAX_LENGTH
    end
    return starts, ends
end

# Sorts keys in place by their low 48 bits: three passes of 16 bits.
function radix_sort!(keys::Vector{Int}, tmp::Vector{Int})
    counts = zeros(Int, 1 << 16)
    src, dst = keys, tmp
    for pass in 0:2
        shift = 16 * pass
        fill!(counts, 0)
        @inbounds for k in src
            counts[(k >> shift) & 0xffff + 1] += 1
        end
        total = 0
        @inbounds for d in 1:length(counts)
            c = counts[d]
            counts[d] = total
            total += c
        end
        @inbounds for k in src
            d = (k >> shift) & 0xffff + 1
            counts[d] += 1
            dst[counts[d]] = k
        end
        src, dst = dst, src
    end
    return src
end

# The intervals in order of start (ties in order of index).
function sort_by_start(starts::Vector{Int32}, ends::Vector{Int32})
    n = length(starts)
    keys = Vector{Int}(undef, n)
    for i in 1:n
        keys[i] = (Int(starts[i]) << 20) | (i - 1)
    end
    sorted = radix_sort!(keys, Vector{Int}(undef, n))
    s = Vector{Int32}(undef, n)
    e = Vector{Int32}(undef, n)
    for i in 1:n
        j = (sorted[i] & 0xfffff) + 1
        s[i] = starts[j]
        e[i] = ends[j]
    end
    return s, e
end

# max_end[m] = the largest end in the subtree rooted at m = (lo + hi) ÷ 2 of lo:hi.
function index_tree!(max_end::Vector{Int32}, ends::Vector{Int32}, lo::Int, hi::Int)
    lo > hi && return Int32(0)
    m = (lo + hi) >>> 1
    a = index_tree!(max_end, ends, lo, m - 1)
    b = index_tree!(max_end, ends, m + 1, hi)
    @inbounds x = max(ends[m], a, b)
    @inbounds max_end[m] = x
    return x
end

# Visits, in order of start, the intervals of lo:hi that overlap [qs, qe), and
# adds to acc: [1] their number, [2] the length covered so far, [3:4] the
# covered run being extended.
function query!(acc::Vector{Int}, starts::Vector{Int32}, ends::Vector{Int32},
                max_end::Vector{Int32}, lo::Int, hi::Int, qs::Int, qe::Int)
    while lo <= hi
        m = (lo + hi) >>> 1
        @inbounds max_end[m] <= qs && return
        query!(acc, starts, ends, max_end, lo, m - 1, qs, qe)
        @inbounds s, e = Int(starts[m]), Int(ends[m])
        s >= qe && return
        if e > qs
            @inbounds begin
                acc[1] += 1
                cs, ce = max(s, qs), min(e, qe)
                if cs > acc[4]
                    acc[2] += acc[4] - acc[3]
                    acc[3] = cs
                    acc[4] = ce
                elseif ce > acc[4]
                    acc[4] = ce
                end
            end
        end
        lo = m + 1
    end
end

function coverage(starts, ends, max_end, qstarts::Vector{Int32}, qends::Vector{Int32})
    n = length(starts)
    acc = zeros(Int, 4)
    count = 0
    covered = 0
    for i in 1:length(qstarts)
        qs, qe = Int(qstarts[i]), Int(qends[i])
        acc[1] = 0
        acc[2] = 0
        acc[3] = qs
        acc[4] = qs
        query!(acc, starts, ends, max_end, 1, n, qs, qe)
        count += acc[1]
        covered += acc[2] + acc[4] - acc[3]
    end
    return count, covered
end

function main()
    n = isempty(ARGS) ? 1_000_000 : parse(Int, ARGS[1])
    g = Lcg(11)
    starts, ends = random_intervals(g, n)
    qstarts, qends = random_intervals(g, n)
    starts, ends = sort_by_start(starts, ends)
    max_end = Vector{Int32}(undef, n)
    index_tree!(max_end, ends, 1, n)
    count, covered = coverage(starts, ends, max_end, qstarts, qends)
    println(count, " ", covered)
end

main()
