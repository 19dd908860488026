# User-defined string macros
rot13(c::Char) = 'a' <= c <= 'z' ? Char((c - 'a' + 13) % 26 + 'a') :
                 'A' <= c <= 'Z' ? Char((c - 'A' + 13) % 26 + 'A') : c
rot13(s::AbstractString) = map(rot13, s)

macro r13_str(s)
    rot13(s)
end
macro bin_str(s)
    parse(Int, replace(s, "_" => ""); base = 2)
end
macro words_str(s, flag = "")
    ws = split(s)
    flag == "u" ? uppercase.(ws) : String.(ws)
end
macro c_str(s)
    :(Complex($(map(x -> parse(Float64, x), split(s, ","))...)))
end

println(r13"Uryyb, Jbeyq!")
println(bin"1011", " ", bin"1111_0000", " ", typeof(bin"1"))
println(words"alpha beta  gamma")
println(words"alpha beta"u)
println(c"1.5,-2")
println(raw"C:\path\no$interp", " ", length(raw"\n"))
v = v"1.2.3"
println(v, " ", v.major, " ", v.minor, " ", v.patch, " ", v < v"1.10", " ", typeof(v))
println(b"abc", " ", typeof(b"abc"))
r = r"(\d+)-(\d+)"
m = match(r, "range 10-20")
println(m[1], " ", m[2], " ", parse(Int, m[2]) - parse(Int, m[1]))
println(replace("a1b22c333", r"\d+" => s"<\0>"))
println(occursin(r"^h.*o$"i, "HellO"))
#= expect
Hello, World!
11 240 Int64
["alpha", "beta", "gamma"]
["ALPHA", "BETA"]
1.5 - 2.0im
C:\path\no$interp 2
1.2.3 1 2 3 true VersionNumber
UInt8[0x61, 0x62, 0x63] Base.CodeUnits{UInt8, String}
10 20 10
a<1>b<22>c<333>
true
=#
