# for (k, v) in d destructures each element through Base.indexed_iterate.
function show_all(d)
    for (k, v) in d
        println(k, " => ", v)
    end
    for (i, (a, b)) in enumerate(zip(xs, ys))
        println(i, a, b)
    end
end
