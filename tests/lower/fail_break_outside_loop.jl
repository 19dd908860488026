# break and continue need an enclosing loop in the same function.
break
function f()
    continue
end
for i in 1:3
    g = () -> break
end
