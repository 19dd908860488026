# if/elseif/else chains; if is an expression; it introduces no scope.
function classify(n)
    if n < 0
        "negative"
    elseif n == 0
        "zero"
    elseif n < 10
        "small"
    else
        "large"
    end
end
for n in (-5, 0, 7, 42)
    println(n, " ", classify(n))
end
x = if 3 > 2 "yes" else "no" end
println(x)
y = if false 1 end
println(y === nothing)
if true
    z = 5
end
println(z)
#= expect
-5 negative
0 zero
7 small
42 large
yes
true
5
=#
