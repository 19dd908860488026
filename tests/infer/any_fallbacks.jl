# Where inference cannot be precise it says Any: a non-constant global, an
# element of a Vector{Any}, a call on an abstract argument type.
counter = 0
read_global() = counter
const LIMIT = 10
read_const() = LIMIT
first_any(v::Vector{Any}) = v[1]
call_abstract(x::Number) = x + 1
untyped(x) = x

read_global()
read_const()
first_any(Any[1, "a"])
untyped(1)
