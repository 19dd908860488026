# && and || short-circuit; as statements they guard other statements.
function check(x)
    x > 0 && return "positive"
    x == 0 || return "negative"
    "zero"
end
both = a && b
either = a || b
if a && (b || c)
    println("yes")
end
