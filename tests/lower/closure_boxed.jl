# A captured variable assigned inside a closure, or after the closure is
# created, lives in a Core.Box (Julia manual, "Scope of Variables").
function make_counter()
    count = 0
    increment() = (count += 1)
    get() = count
    (increment, get)
end
function late(x)
    f = () -> x
    x = 10
    f()
end
