# Closures: the closure object's type is known once the program has made it,
# so calls on it are inferred; a boxed captured variable is read as Any.
function adder(n::Int)
    add = x -> x + n
    add(1)
end

function counter()
    count = 0
    bump() = (count += 1)
    bump()
    bump()
    count
end

apply_twice(f, x::Int) = f(f(x))

adder(2)
counter()
apply_twice(x -> x * 2, 3)
