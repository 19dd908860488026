# for loops over ranges, arrays, tuples, strings, with destructuring and
# several iteration variables.
for i in 1:3
    println(i)
end
for i = 10:-3:1
    print(i, ";")
end
println()
for x in [2.5, "a", :s]
    println(typeof(x))
end
for (i, j) in [(1, 2), (3, 4)]
    println(i + j)
end
for i = 1:2, j = 1:3
    print((i, j), ";")
end
println()
function sum_to(n)
    s = 0
    for i in 1:n
        s += i
    end
    s
end
println(sum_to(100))
for c in "hi"
    println(c)
end
for i in 5:4
    println("never")
end
println("after empty loop")
for t in (1, "two")
    println(t)
end
for i ∈ 1:2
    println("in ", i)
end
#= expect
1
2
3
10;7;4;1;
Float64
String
Symbol
3
7
(1, 1);(1, 2);(1, 3);(2, 1);(2, 2);(2, 3);
5050
h
i
after empty loop
1
two
in 1
in 2
=#
