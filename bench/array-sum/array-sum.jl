# array-sum: sum a vector of N integers 300 times with `for x in v`.
# Measures the iterate protocol over a Vector.
# Usage: array-sum.jl [N]   (default 100000); prints the sum of all passes.

const PASSES = 300

function make_values(n::Int)
    v = Vector{Int}(undef, n)
    for i in 1:n
        v[i] = (i * 7919) % 1000
    end
    return v
end

function sum_values(v::Vector{Int})
    s = 0
    for x in v
        s += x
    end
    return s
end

function main()
    n = isempty(ARGS) ? 100_000 : parse(Int, ARGS[1])
    v = make_values(n)
    total = 0
    for pass in 1:PASSES
        total += sum_values(v)
    end
    println(total)
end

main()
