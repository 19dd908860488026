# macroexpand qualifies every free name of a macro's expansion by the macro's module,
# defined or not; a qualified module before a field is shown in parentheses, as Julia
# shows a GlobalRef there (`(Main.Base).sort`).
macro s(x)
    :(Base.sort($x))
end
println(@macroexpand @s(v))
macro t(x)
    :(Base.sort($(esc(x)); rev = true))
end
println(@macroexpand @t(v))
v = [3, 1, 2]
println(@t(v))
println(@s([2, 1]))
macro u()
    :(undefined_thing + 1)
end
println(@macroexpand @u())
#= expect
(Main.Base).sort(Main.v)
(Main.Base).sort(v; rev = true)
[3, 2, 1]
[1, 2]
Main.undefined_thing + 1
=#
