# Loops reach a fixed point: the accumulator starts as a constant and widens
# to its type; a loop that may not terminate loses `terminates`.
function total(n::Int)
    s = 0
    i = 1
    while i <= n
        s += i
        i += 1
    end
    return s
end

function mixed(n::Int)
    acc = 0
    for i in 1:n
        acc = acc + 0.5
    end
    acc
end

total(10)
mixed(3)
