# print writes text as is; show writes a value as Julia source would.
for x in ("str", 'c', :sym, 1, 1.5, true, nothing, 0x0a, [1, 2], ("a", 'b'), 1 => "x", (a = 1,))
    print(x)
    print(" | ")
    show(x)
    println()
end
#= expect
str | "str"
c | 'c'
sym | :sym
1 | 1
1.5 | 1.5
true | true
nothing | nothing
10 | 0x0a
[1, 2] | [1, 2]
("a", 'b') | ("a", 'b')
1 => "x" | 1 => "x"
(a = 1,) | (a = 1,)
=#
