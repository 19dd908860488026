# Varargs: the last argument is a tuple of the remaining arguments' types.
count_args(xs...) = length(xs)
first_plus(x::Int, rest::Int...) = x + length(rest)
splat_call(t::Tuple{Int, Int}) = first_plus(t...)

count_args(1, 2.0, "three")
first_plus(1, 2, 3)
splat_call((4, 5))
