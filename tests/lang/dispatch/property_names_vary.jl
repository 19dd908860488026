# getproperty and setproperty! called with a name that changes from call to call:
# the interpreter's per-site field caches must not assume the name is fixed.
import Base: getproperty, setproperty!
struct P
    x::Int
    y::Int
end
mutable struct Q
    x::Int
    y::Int
end
getp(p, s) = getproperty(p, s)
setq(q, s, v) = setproperty!(q, s, v)
function main()
    p = P(1, 2)
    t = 0
    for s in (:x, :y, :x, :y)
        t = t * 10 + getp(p, s)
    end
    println(t)
    q = Q(0, 0)
    for (s, v) in ((:x, 1), (:y, 2), (:x, 3))
        setq(q, s, v)
    end
    println(q.x, " ", q.y)
end
main()
#= expect
1212
3 2
=#
