# && and || evaluate their right side only when needed, and can be used as
# statements (`cond && return x`).
function noisy(x, label)
    println("eval ", label)
    x
end
println(noisy(false, "a") && noisy(true, "b"))
println(noisy(true, "c") || noisy(false, "d"))
println(noisy(true, "e") && noisy(false, "f"))
function check(x)
    x < 0 && return "negative"
    x == 0 || return "positive"
    "zero"
end
println(check(-1), " ", check(0), " ", check(5))
flag = true
flag && println("flag set")
flag || println("never printed")
println(!true, " ", !false)
x = nothing
y = x === nothing ? "none" : x
println(y)
println(true && 5)
println(false || "s")
#= expect
eval a
false
eval c
true
eval e
eval f
false
negative zero positive
flag set
false true
none
5
s
=#
