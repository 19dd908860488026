# Computing macros across modules (M.@m, using), walking the expression tree, string
# macros whose bodies compute.
module Helpers
export @square, helper_value
helper_value() = 7
sq(x) = Expr(:call, :*, x, x)
macro square(ex)
    sq(esc(ex))
end
macro with_helper()
    :(helper_value() + 1)
end
end

using .Helpers
println(@square 5)
println(Helpers.@square 3)
println(Helpers.@with_helper())

macro dsl(ex)
    walk(e) = e isa Symbol && e === :plus ? :+ : e isa Expr ? Expr(e.head, map(walk, e.args)...) : e
    esc(walk(ex))
end
println(@dsl plus(1, plus(2, 3)))

macro reverse_str(s)
    reverse(s)
end
println(reverse"abc")

macro upper_str(s)
    t = uppercase(s)
    :($t)
end
println(upper"hello")
#= expect
25
9
8
6
cba
HELLO
=#
