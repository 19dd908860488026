# Exercism: wordy (parsing math word problems with regular expressions)
const OPS = Dict("plus" => +, "minus" => -, "multiplied by" => *, "divided by" => ÷)

function wordy(problem::AbstractString)
    m = match(r"^What is (.+)\?$", problem)
    m === nothing && throw(ArgumentError("unknown operation"))
    body = m.captures[1]
    tokens = eachmatch(r"-?\d+|plus|minus|multiplied by|divided by|\S+", body)
    parts = [t.match for t in tokens]
    isempty(parts) && throw(ArgumentError("syntax error"))
    acc = tryparse(Int, parts[1])
    acc === nothing && throw(ArgumentError("syntax error"))
    i = 2
    while i <= length(parts)
        op = get(OPS, parts[i], nothing)
        op === nothing && throw(ArgumentError(occursin(r"^-?\d+$", parts[i]) ? "syntax error" : "unknown operation"))
        i + 1 > length(parts) && throw(ArgumentError("syntax error"))
        rhs = tryparse(Int, parts[i+1])
        rhs === nothing && throw(ArgumentError("syntax error"))
        acc = op(acc, rhs)
        i += 2
    end
    acc
end

questions = ["What is 5?", "What is 1 plus 1?", "What is 53 plus 2?", "What is -1 plus -10?",
             "What is 4 minus -12?", "What is -3 multiplied by 25?", "What is 33 divided by -3?",
             "What is 1 plus 5 minus -2?", "What is -3 plus 7 multiplied by -2?",
             "What is 52 cubed?", "Who is the President of the United States?",
             "What is 1 plus?", "What is?", "What is 1 plus plus 2?", "What is 1 plus 2 1?",
             "What is 1 2 plus?"]
for q in questions
    answer = try
        string(wordy(q))
    catch e
        e isa ArgumentError ? "error ($(e.msg))" : rethrow()
    end
    println(rpad(q, 40), answer)
end
#= expect
What is 5?                              5
What is 1 plus 1?                       2
What is 53 plus 2?                      55
What is -1 plus -10?                    -11
What is 4 minus -12?                    16
What is -3 multiplied by 25?            -75
What is 33 divided by -3?               -11
What is 1 plus 5 minus -2?              8
What is -3 plus 7 multiplied by -2?     -8
What is 52 cubed?                       error (unknown operation)
Who is the President of the United States?error (unknown operation)
What is 1 plus?                         error (syntax error)
What is?                                error (unknown operation)
What is 1 plus plus 2?                  error (syntax error)
What is 1 plus 2 1?                     error (syntax error)
What is 1 2 plus?                       error (syntax error)
=#
