# Small unions: a value that is an Int64 or nothing, and a call on it split
# into one lookup per member.
maybe(x::Int) = x > 0 ? x : nothing
describe(x::Int) = "int"
describe(::Nothing) = "nothing"
both(x::Int) = describe(maybe(x))
three(x::Int) = x == 1 ? 1 : x == 2 ? 2.0 : "three"

maybe(1)
both(2)
three(3)
