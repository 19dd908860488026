# A tokenizer and shunting-yard evaluator for arithmetic expressions
struct Token
    kind::Symbol      # :num, :op, :lparen, :rparen
    text::String
end
Base.show(io::IO, t::Token) = print(io, t.kind, "(", t.text, ")")

const PREC = Dict("+" => 1, "-" => 1, "*" => 2, "/" => 2, "^" => 3)
const RIGHT = Set(["^"])

function tokenize(s::AbstractString)
    tokens = Token[]
    i = firstindex(s)
    while i <= lastindex(s)
        c = s[i]
        if isspace(c)
            i = nextind(s, i)
        elseif isdigit(c) || c == '.'
            j = i
            while j <= lastindex(s) && (isdigit(s[j]) || s[j] == '.')
                j = nextind(s, j)
            end
            push!(tokens, Token(:num, s[i:prevind(s, j)]))
            i = j
        elseif c in "+-*/^"
            push!(tokens, Token(:op, string(c)))
            i = nextind(s, i)
        elseif c == '(' || c == ')'
            push!(tokens, Token(c == '(' ? :lparen : :rparen, string(c)))
            i = nextind(s, i)
        else
            throw(ArgumentError("unexpected character '$c' at $i"))
        end
    end
    tokens
end

function to_rpn(tokens)
    out, stack = Token[], Token[]
    for t in tokens
        if t.kind == :num
            push!(out, t)
        elseif t.kind == :op
            while !isempty(stack) && stack[end].kind == :op &&
                  (PREC[stack[end].text] > PREC[t.text] ||
                   (PREC[stack[end].text] == PREC[t.text] && !(t.text in RIGHT)))
                push!(out, pop!(stack))
            end
            push!(stack, t)
        elseif t.kind == :lparen
            push!(stack, t)
        else
            while stack[end].kind != :lparen
                push!(out, pop!(stack))
            end
            pop!(stack)
        end
    end
    append!(out, reverse(stack))
end

const OPS = Dict("+" => +, "-" => -, "*" => *, "/" => /, "^" => ^)
function eval_rpn(rpn)
    st = Float64[]
    for t in rpn
        if t.kind == :num
            push!(st, parse(Float64, t.text))
        else
            b, a = pop!(st), pop!(st)
            push!(st, OPS[t.text](a, b))
        end
    end
    only(st)
end

println(tokenize("3 + 4*2"))
for e in ["3 + 4 * 2 / (1 - 5) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "2 ^ 3 ^ 2", "10 / 4 - 0.5", "7 - 2 - 1"]
    rpn = to_rpn(tokenize(e))
    println(rpad(e, 30), join((t.text for t in rpn), " "), " = ", eval_rpn(rpn))
end
try
    tokenize("2 # 3")
catch err
    println(err)
end
#= expect
Token[num(3), op(+), num(4), op(*), num(2)]
3 + 4 * 2 / (1 - 5) ^ 2 ^ 3   3 4 2 * 1 5 - 2 3 ^ ^ / + = 3.0001220703125
(1 + 2) * (3 + 4)             1 2 + 3 4 + * = 21.0
2 ^ 3 ^ 2                     2 3 2 ^ ^ = 512.0
10 / 4 - 0.5                  10 4 / 0.5 - = 2.0
7 - 2 - 1                     7 2 - 1 - = 4.0
ArgumentError("unexpected character '#' at 3")
=#
