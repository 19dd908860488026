# String macros: raw"", b"" (Base.CodeUnits), v"" (VersionNumber: parsing, order,
# printing), and string macros a program defines (macro x_str), with a suffix.
println(raw"a\nb $x")
s = raw"C:\path\file"
println(s, " ", length(s))
b = b"abc"
println(b)
println(typeof(b))
println(length(b), " ", b[2])
println(b"\xff\x00A")
println(b"é")
println(collect(b"hi"))
println(b"ab" == UInt8[0x61, 0x62])
show(b"ok"); println()
v = v"1.2.3"
println(v)
show(v); println()
println(v"1.2")
println(v.major, " ", v.minor, " ", v.patch)
println(v"1.2.3" < v"1.10.0")
println(v"1.0.0-rc1" < v"1.0.0")
println(v"1.0.0-alpha" < v"1.0.0-beta")
println(v"1.0.0-2" < v"1.0.0-10")
println(v"1.0.0-a" > v"1.0.0-1")
println(v"1.2.3+b" > v"1.2.3")
println(v"2" == v"2.0.0")
println(repr(v"1.2.3-rc.1+build.5"))
println(typeof(v))
println(sort([v"1.10", v"1.2", v"1.9.1"]))
println(VersionNumber("0.7"))
println(VersionNumber(3, 1))
println(string(v"1.5"))
println(maximum([v"0.1", v"0.3", v"0.2"]))
println(nextminor(v"1.2.3"), " ", thisminor(v"1.2.3"), " ", nextpatch(v"1.2.3-rc"))
d = Dict(v"1.0" => "one")
println(d[v"1.0.0"])
println(VERSION >= v"1.6", " ", VERSION < v"2")
try
    VersionNumber("1.x")
catch e
    println(e)
end
macro dec_str(s)
    :(parse(Int, $s))
end
println(dec"42" + 1)
macro shout_str(s)
    return :(uppercase($s) * "!")
end
println(shout"hi")
macro len_str(s)
    :(length($s))
end
println(len"a\nb", " ", len"$x")
macro rep_str(s, flag)
    :(repeat($s, length($flag)))
end
println(rep"ab"xyz)
println(typeof(b"x"))
display(b"01")
x = b"hey"
println(String(x))
println(isempty(b""))
#= expect
a\nb $x
C:\path\file 12
UInt8[0x61, 0x62, 0x63]
Base.CodeUnits{UInt8, String}
3 98
UInt8[0xff, 0x00, 0x41]
UInt8[0xc3, 0xa9]
UInt8[0x68, 0x69]
true
UInt8[0x6f, 0x6b]
1.2.3
v"1.2.3"
1.2.0
1 2 3
true
true
true
true
true
true
true
v"1.2.3-rc.1+build.5"
VersionNumber
VersionNumber[v"1.2.0", v"1.9.1", v"1.10.0"]
0.7.0
3.1.0
1.5.0
0.3.0
1.3.0 1.2.0 1.2.3
one
true true
ArgumentError("invalid version string: 1.x")
43
HI!
4 2
ababab
Base.CodeUnits{UInt8, String}
2-element Base.CodeUnits{UInt8, String}:
 0x30
 0x31
hey
true
=#
