struct Celsius
    v::Float64
end
macro C_str(s)
    Celsius(parse(Float64, s))
end
Base.show(io::IO, c::Celsius) = print(io, c.v, "°C")
println(C"21.5")
macro rev_str(s)
    reverse(s)
end
println(rev"olleh", " ", length(rev"abc"))
println(raw"a\nb\$c", " ", length(raw"\\"))
v = v"1.2.3"
println(v, " ", v.major, " ", v < v"1.10", " ", typeof(v))
println(b"abc", " ", typeof(b"abc"))
r = r"(\d+)-(\d+)"
m = match(r, "tel 12-345")
println(m[1], " ", m[2], " ", m.match)
#= expect
21.5°C
hello 3
a\nb\$c 1
1.2.3 1 true VersionNumber
UInt8[0x61, 0x62, 0x63] Base.CodeUnits{UInt8, String}
12 345 12-345
=#
