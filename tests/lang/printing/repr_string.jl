# repr escapes strings and chars; string concatenates printed forms.
println(repr("a\"b"))
println(repr("tab\there"))
println(repr("new\nline"))
println(repr('\''))
println(repr(1.0))
println(repr([1.5]))
println(repr("é"))
println(repr("\$x"))
println(string("a", 'b', 3, 4.0, :e, nothing, true))
println(string([1, 2]))
println(string((1, "a")))
println(repr(nothing))
println(repr(:a), " ", repr(Symbol("with space")))
println(repr(0x0f), " ", repr(Int8(3)))
println(repr(1:3))
println(repr(Dict("a" => 'b')))
println(repr("\\"))
println(length(repr("ab")))
println(string())
println(string(-5), string(2.50))
#= expect
"a\"b"
"tab\there"
"new\nline"
'\''
1.0
[1.5]
"é"
"\$x"
ab34.0enothingtrue
[1, 2]
(1, "a")
nothing
:a Symbol("with space")
0x0f 3
1:3
Dict("a" => 'b')
"\\"
4

-52.5
=#
