# A reverse Polish notation calculator reading expressions from stdin.
function rpn(line)
    stack = Float64[]
    for tok in split(line)
        if tok in ("+", "-", "*", "/")
            b = pop!(stack)
            a = pop!(stack)
            push!(stack, tok == "+" ? a + b : tok == "-" ? a - b : tok == "*" ? a * b : a / b)
        else
            push!(stack, parse(Float64, tok))
        end
    end
    return stack[end]
end
for line in eachline(stdin)
    isempty(strip(line)) && continue
    println(line, " = ", rpn(line))
end
#= stdin
3 4 +
5 1 2 + 4 * + 3 -

2 3 4 * +
10 4 /
=#
#= expect
3 4 + = 7.0
5 1 2 + 4 * + 3 - = 14.0
2 3 4 * + = 14.0
10 4 / = 2.5
=#
