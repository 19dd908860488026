# `const` fields of a mutable struct (Julia 1.8): set by the constructor, then fixed.
mutable struct Counter
    const name::String
    count::Int
end
c = Counter("a", 0)
c.count += 1
c.count += 1
println(c.name, " ", c.count)
println(c)
try
    c.name = "b"
catch e
    println(typeof(e), ": ", e.msg)
end
println(c.name)
println(isconst(Counter, :name), " ", isconst(Counter, :count))
struct Fixed
    x::Int
end
println(isconst(Fixed, :x))
mutable struct Mixed
    a::Int
    const b::Int
    const c
    d
end
m = Mixed(1, 2, 3, 4)
m.a = 10
m.d = 40
println((m.a, m.b, m.c, m.d))
for f in (:a, :b, :c, :d)
    try
        setfield!(m, f, 0)
        println(f, " set")
    catch e
        println(e.msg)
    end
end
function bump!(k::Counter)
    k.count += 1
    return k.count
end
println(bump!(c), " ", bump!(c))
#= expect
a 2
Counter("a", 2)
ErrorException: setfield!: const field .name of type Counter cannot be changed
a
true false
true
(10, 2, 3, 40)
a set
setfield!: const field .b of type Mixed cannot be changed
setfield!: const field .c of type Mixed cannot be changed
d set
3 4
=#
