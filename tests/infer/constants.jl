# Constants fold through arithmetic and comparisons; a call on constants keeps
# its constant result.
answer() = 40 + 2
is_big(x) = x > 10
half(x::Float64) = x / 2
pick(c::Bool) = c ? 1 : 2

answer()
is_big(3)
half(3.0)
pick(true)
