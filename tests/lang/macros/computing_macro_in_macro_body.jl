# A macro whose body (outside its quotes) calls a computing macro: the call is expanded
# when the definition runs, as Julia expands a macro's body when the macro is defined.
macro count_args(xs...)
    n = 0
    for x in xs
        n += 1
    end
    return n
end
macro outer(xs...)
    k = @count_args a b c
    :( $k + $(length(xs)) )
end
println(@outer 1 2)
macro mk(name)
    s = @show string(name)
    :( $(esc(name)) = $s )
end
@mk foo
println(foo)
module M
    macro names_of(xs...)
        Expr(:tuple, [QuoteNode(x) for x in xs]...)
    end
    macro tagged(ex)
        tags = @names_of p q
        :( ($tags, $(esc(ex))) )
    end
end
println(M.@tagged 1 + 1)
f() = @outer 9
println(f())
q = quote
    macro inner() 1 end
end
println(q.args[2].head)
#= expect
5
string(name) = "foo"
foo
((:p, :q), 2)
4
macro
=#
