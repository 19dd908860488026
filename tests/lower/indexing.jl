# Indexing calls Base.getindex/setindex!; `end` is Base.lastindex of the
# indexed value (Julia manual, "Indexing").
function ends(a, A, i)
    x = a[i]
    y = a[end]
    z = a[end - 1]
    w = A[end, 1]
    v = A[2, end]
    s = a[2:end]
    t = f(a)[end]
    u = a[b[end]]
    a[i] = x + 1
    A[i, end] = 0
    r = (a[1] = 5)
    e = a[]
    (x, y, z, w, v, s, t, u, r, e)
end
