# fib: doubly recursive Fibonacci. Measures the cost of calls and returns.
# Usage: fib.jl [N]   (default 35); prints fib(N).

fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function main()
    n = isempty(ARGS) ? 35 : parse(Int, ARGS[1])
    println(fib(n))
end

main()
