# if/elseif/else and ?: are expressions with values.
function sign_name(x)
    if x > 0
        "positive"
    elseif x < 0
        "negative"
    else
        "zero"
    end
end
label = x > 0 ? "pos" : "nonpos"
y = if flag 1 else 2 end
if cond
    println("no else")
end
