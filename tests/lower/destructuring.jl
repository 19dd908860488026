# Tuple destructuring (Julia manual, "Functions: Destructuring Assignment"):
# a tuple literal on the right goes through temporaries, anything else
# through Base.indexed_iterate.
function swaps(a, b)
    a, b = b, a
    q, r = divrem(a, b)
    x, (y, z) = 1, (2, 3)
    first, rest... = a
    _, second = (10, 20)
    (a, b, q, r, x, y, z, first, rest, second)
end
