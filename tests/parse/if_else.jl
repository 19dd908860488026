if x > 0
    println("positive")
end

if x > 0
    1
else
    2
end

if x > 0
    "positive"
elseif x < 0
    "negative"
else
    "zero"
end

if a
    1
elseif b
    2
elseif c
    3
end

if a; b; end
if a b else c end
y = if x 1 else 2 end

if a
    if b
        c
    end
else if d
        e
    end
end
