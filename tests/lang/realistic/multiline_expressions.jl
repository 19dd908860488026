x = 5
y = x > 3 ? "big" :
    "small"
println(y)
z = if x == 5
    "five"
elseif x == 6
    "six"
else
    "other"
end
println(z)
total = sum([
    1,
    2,
    3,
])
println(total)
val = begin
    a = 2
    a^3
end
println(val)
println(x |> string |> length)
cond = x > 0 &&
       x < 10
println(cond)
s = "a" *
    "b"
println(s)
arr = [1 2 3
       4 5 6]
println(arr)
t = (1,
     2)
println(t)
#= expect
big
five
6
8
1
true
ab
[1 2 3; 4 5 6]
(1, 2)
=#
