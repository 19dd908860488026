# while with break and continue (Julia manual, "Repeated Evaluation: Loops").
function collatz(n)
    steps = 0
    while n != 1
        if n % 2 == 0
            n = n ÷ 2
            continue
        end
        n = 3n + 1
        steps += 1
        steps > 1000 && break
    end
    steps
end
while true
    x = rand()
    x > 0.5 && break
end
