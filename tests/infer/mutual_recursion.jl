# Mutual recursion: both functions form one SCC, published together.
is_even(n::Int) = n == 0 ? true : is_odd(n - 1)
is_odd(n::Int) = n == 0 ? false : is_even(n - 1)
ping(n::Int) = n <= 0 ? 0 : pong(n - 1) + 1
pong(n::Int) = n <= 0 ? 0.5 : ping(n - 1)

is_even(10)
ping(3)
