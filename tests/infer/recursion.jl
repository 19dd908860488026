# Self-recursion is solved as a cycle: the provisional return type grows until
# it stops changing.
fact(n::Int) = n <= 1 ? 1 : n * fact(n - 1)
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)
forever(x::Int) = forever(x + 1)

fact(5)
fib(10)
