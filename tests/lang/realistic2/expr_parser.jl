# A tokenizer and recursive-descent parser for arithmetic, with an AST of structs
abstract type Node end
struct Num <: Node
    value::Float64
end
struct BinOp <: Node
    op::Char
    left::Node
    right::Node
end
struct Neg <: Node
    arg::Node
end

Base.show(io::IO, n::Num) = print(io, isinteger(n.value) ? Int(n.value) : n.value)
Base.show(io::IO, b::BinOp) = print(io, "(", b.left, " ", b.op, " ", b.right, ")")
Base.show(io::IO, n::Neg) = print(io, "-", n.arg)

function tokenize(s::AbstractString)
    tokens = Any[]
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
            push!(tokens, parse(Float64, s[i:prevind(s, j)]))
            i = j
        elseif c in "+-*/^()"
            push!(tokens, c)
            i = nextind(s, i)
        else
            throw(ArgumentError("unexpected character '$c' at $i"))
        end
    end
    tokens
end

mutable struct Parser
    tokens::Vector{Any}
    pos::Int
end
Parser(s::AbstractString) = Parser(tokenize(s), 1)
peek(p::Parser) = p.pos <= length(p.tokens) ? p.tokens[p.pos] : nothing
next!(p::Parser) = (t = peek(p); p.pos += 1; t)

function parse_expr(p::Parser)
    left = parse_term(p)
    while peek(p) in ('+', '-')
        op = next!(p)
        left = BinOp(op, left, parse_term(p))
    end
    left
end
function parse_term(p::Parser)
    left = parse_factor(p)
    while peek(p) in ('*', '/')
        op = next!(p)
        left = BinOp(op, left, parse_factor(p))
    end
    left
end
function parse_factor(p::Parser)
    base = parse_unary(p)
    if peek(p) == '^'
        next!(p)
        return BinOp('^', base, parse_factor(p))
    end
    base
end
function parse_unary(p::Parser)
    t = next!(p)
    if t == '-'
        return Neg(parse_unary(p))
    elseif t == '('
        e = parse_expr(p)
        next!(p) == ')' || error("expected )")
        return e
    elseif t isa Float64
        return Num(t)
    else
        error("unexpected token $(repr(t))")
    end
end

evaluate(n::Num) = n.value
evaluate(n::Neg) = -evaluate(n.arg)
const OPS = Dict('+' => +, '-' => -, '*' => *, '/' => /, '^' => ^)
evaluate(b::BinOp) = OPS[b.op](evaluate(b.left), evaluate(b.right))

for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "2 * (3 + 4) - -1", "1.5 * 4"]
    ast = parse_expr(Parser(src))
    println(rpad(src, 18), "=> ", ast, " = ", evaluate(ast))
end
for bad in ["1 + ", "2 & 3", "(1 + 2"]
    try
        parse_expr(Parser(bad))
    catch e
        println(repr(bad), ": ", e isa ArgumentError ? "ArgumentError: " * e.msg : e.msg)
    end
end
println(tokenize("12+3.5"))
#= expect
1 + 2 * 3         => (1 + (2 * 3)) = 7.0
(1 + 2) * 3       => ((1 + 2) * 3) = 9.0
2 ^ 3 ^ 2         => (2 ^ (3 ^ 2)) = 512.0
-4 + 10 / 4       => (-4 + (10 / 4)) = -1.5
2 * (3 + 4) - -1  => ((2 * (3 + 4)) - -1) = 15.0
1.5 * 4           => (1.5 * 4) = 6.0
"1 + ": unexpected token nothing
"2 & 3": ArgumentError: unexpected character '&' at 3
"(1 + 2": expected )
Any[12.0, '+', 3.5]
=#
