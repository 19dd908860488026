# A captured variable that is never assigned after the closure exists is
# copied into the closure's field; the closure reads it with Core.getfield.
function adder(n)
    step = 2n
    x -> x + n + step
end
function scaled(xs, factor::T) where T
    map(x -> convert(T, x * factor), xs)
end
