# enumerate and zip.
for (i, c) in enumerate(["a", "b", "c"])
    println(i, " ", c)
end
for (x, y) in zip([1, 2, 3], ["one", "two", "three"])
    println(x, " => ", y)
end
println(collect(zip(1:3, 4:6)))
println(collect(enumerate("xy")))
for (a, b, c) in zip(1:2, "ab", [:p, :q])
    println(a, b, c)
end
println(length(zip(1:5, 1:3)))
for (i, (a, b)) in enumerate(zip("pq", "rs"))
    println(i, a, b)
end
#= expect
1 a
2 b
3 c
1 => one
2 => two
3 => three
[(1, 4), (2, 5), (3, 6)]
[(1, 'x'), (2, 'y')]
1ap
2bq
3
1pr
2qs
=#
