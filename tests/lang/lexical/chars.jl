# Char literals and basic Char operations.
c = 'a'
println(c)
println(typeof(c))
println(Int(c))
println(Char(65))
println(c + 1)
println('z' - 'a')
println('\n' == '\u000a')
println('\u00e9')
println(Int('\u00e9'))
println('A' < 'a')
println(repr('x'))
println(repr('\n'))
println(isdigit('7'), isletter('7'))
println(uppercase('q'), lowercase('Q'))
println(typeof('a' + 1), " ", typeof('b' - 'a'))
#= expect
a
Char
97
A
b
25
true
é
233
true
'x'
'\n'
truefalse
Qq
Char Int64
=#
