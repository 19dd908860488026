# loop: a counted loop of integer arithmetic, s += i % 7 for i in 1:N.
# Measures loop overhead and integer operations.
# Usage: loop.jl [N]   (default 100000000); prints the sum.

function loop(n::Int)
    s = 0
    for i in 1:n
        s += i % 7
    end
    return s
end

function main()
    n = isempty(ARGS) ? 100_000_000 : parse(Int, ARGS[1])
    println(loop(n))
end

main()
