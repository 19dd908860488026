# Closures at top level capture the locals of the soft scope they are in.
fs = Function[]
for i in 1:2
    push!(fs, () -> i)
end
let y = 5
    g = () -> y
    println(g())
end
