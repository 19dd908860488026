using Printf
@printf("%5.2f|%-5d|%s\n", pi, 42, "x")
s = @sprintf("%03d", 7)
println(s)
@printf "%d items\n" 3
x = 3
println("x squared is $(x^2) and half is $(x/2)")
println("nested $(string("a", "$(x)"))")
println("dollar \$x and $(x > 2 ? "big" : "small")")
str = "multi
line"
println(length(split(str, "\n")))
c = 'λ'
println(c, " ", Int(c), " ", '\u03bb' == c, " ", "\x41")
println(repr("quote\"d"), " ", repr('\n'))
#= expect
 3.14|42   |x
007
3 items
x squared is 9 and half is 1.5
nested a3
dollar $x and big
2
λ 955 true A
"quote\"d" '\n'
=#
