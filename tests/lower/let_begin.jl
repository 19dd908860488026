# let introduces a hard scope with new bindings; begin does not introduce
# a scope (Julia manual, "Let Blocks", "Compound Expressions").
a = let x = 1, y = x + 1
    x + y
end
b = begin
    c = 3
    c * 2
end
let x = x
    println(x)
end
let
    w = 1
end
