"""
    area(r)

Compute the area of a circle of radius `r`.
"""
area(r) = π * r^2

"Single-line docstring."
function perimeter(r)
    return 2π * r
end

"Interpolated docstrings are strings too: $(1 + 1)"
const TWO = 2

"""
A point in the plane.
"""
struct Point
    "the x coordinate"
    x::Float64
    "the y coordinate"
    y::Float64
end

"A blank line after a string means it documents nothing."

f(x) = x

module Geometry
"Documented inside a module."
g(x) = x
end

function h()
    "Inside a function body a string is just a value."
    nothing
end
