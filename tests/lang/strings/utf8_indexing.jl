# Strings are UTF-8 and indexed by byte; not every byte index starts a Char.
s = "héllo∀"
println(length(s))
println(ncodeunits(s))
println(s[1])
println(s[2])
println(nextind(s, 2))
println(s[4])
println(prevind(s, 4))
println(lastindex(s))
println(s[end])
println(firstindex(s))
println(collect(eachindex(s)))
println(thisind(s, 3))
for c in s
    print(c, '|')
end
println()
try
    s[3]
catch e
    println(typeof(e))
end
println(collect(codeunits("hé")))
println(codeunit(s, 2))
println(isvalid(s, 3), " ", isvalid(s, 4))
println(length("∀x∃y"), " ", ncodeunits("∀x∃y"))
println(s[2:4])
println(nextind(s, lastindex(s)))
#= expect
6
9
h
é
4
l
2
7
∀
1
[1, 2, 4, 5, 6, 7]
2
h|é|l|l|o|∀|
StringIndexError
UInt8[0x68, 0xc3, 0xa9]
195
false true
4 8
él
10
=#
