# Character classes, and counting and filtering strings with them.
for c in ['a', 'Z', '5', ' ', '\n', 'é', '_']
    println(repr(c), " ", isdigit(c), " ", isletter(c), " ", isspace(c), " ",
            isuppercase(c), " ", islowercase(c))
end
println(lowercase("ÀÉÎ"))
println(count(isdigit, "a1b22c333"))
println(filter(isletter, "a1b2c3"))
println(all(isdigit, "12345"), " ", any(isspace, "nospace"))
#= expect
'a' false true false false true
'Z' false true false true false
'5' true false false false false
' ' false false true false false
'\n' false false true false false
'é' false true false false true
'_' false false false false false
àéî
6
abc
true false
=#
