# Escape sequences in string literals.
println("tab:\tend")
println("quote: \" backslash: \\ dollar: \$")
println("newline inside:\nsecond line")
println("unicode: \u00e9 \u2200")
println("hex byte: \x41")
println(length("a\tb"))
println('\n' == Char(10))
println("single 'quotes' need no escape")
println("\$(1 + 1) is not interpolated, $(1 + 1) is")
#= expect
tab:	end
quote: " backslash: \ dollar: $
newline inside:
second line
unicode: é ∀
hex byte: A
3
true
single 'quotes' need no escape
$(1 + 1) is not interpolated, 2 is
=#
