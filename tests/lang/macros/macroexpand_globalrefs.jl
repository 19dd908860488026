# macroexpand shows the globals of a macro's expansion qualified by its module, as Julia
# shows their GlobalRefs; operators print as operators; escaped code is the caller's.
macro m(x)
    :(println($x))
end
println(@macroexpand @m(1))
macro n(x)
    :(println($(esc(x))))
end
println(@macroexpand @n(y))
macro sq(x)
    :($x * $x)
end
println(@macroexpand @sq(3))
module M
macro hello(name)
    :(println("hello ", $(esc(name))))
end
end
println(@macroexpand M.@hello(who))
M.@hello "you"
ex = macroexpand(Main, :(@m "evaluated"))
eval(ex)
#= expect
Main.println(1)
Main.println(y)
3 * 3
Main.M.println("hello ", who)
hello you
evaluated
=#
