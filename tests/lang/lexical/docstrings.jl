# Docstrings are accepted before definitions and ignored.
"""
    add(a, b)

Add two numbers.
"""
add(a, b) = a + b

"A one-line docstring for a constant."
const LIMIT = 10

"""
A docstring before a struct.
"""
struct Box
    value::Int
end

"Docstring before a long-form function."
function twice(x)
    return 2x
end

println(add(2, 3))
println(LIMIT)
println(Box(4).value)
println(twice(21))
#= expect
5
10
4
42
=#
