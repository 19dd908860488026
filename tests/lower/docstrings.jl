# Docstrings are accepted and ignored; the documented definition is lowered.
"""
    double(x)

Twice `x`.
"""
double(x) = 2x
"A point."
struct Pt
    "the x coordinate"
    x::Int
end
"The answer."
const ANSWER = 42
