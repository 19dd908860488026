# A stack type built on a Vector, used to check bracket balance.
struct Stack
    items::Vector{Char}
end
Stack() = Stack(Char[])
Base.push!(s::Stack, x) = (push!(s.items, x); s)
Base.pop!(s::Stack) = pop!(s.items)
Base.isempty(s::Stack) = isempty(s.items)
function balanced(str)
    s = Stack()
    closing = Dict(')' => '(', ']' => '[', '}' => '{')
    for c in str
        if c in "([{"
            push!(s, c)
        elseif haskey(closing, c)
            (isempty(s) || pop!(s) != closing[c]) && return false
        end
    end
    isempty(s)
end
for t in ("([]{})", "([)]", "((", "", "a(b)c")
    println(repr(t), " ", balanced(t))
end
#= expect
"([]{})" true
"([)]" false
"((" false
"" true
"a(b)c" true
=#
