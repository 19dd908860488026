# parse, tryparse and string between numbers and text.
println(parse(Int, "12") + 1)
println(parse(Int, "-42"))
println(parse(Int, " 7 "))
println(parse(Float64, "1.5") * 2)
println(parse(Float64, "1e3"))
println(parse(Int, "ff", base = 16))
println(parse(Int, "101", base = 2))
println(tryparse(Int, "abc"))
println(tryparse(Int, "12"))
println(string(42), " ", string(1.5), " ", string(true), " ", string('x'))
println(string(3) * string(4))
println(typeof(string(42)))
println(parse(Float64, "3"))
println(string(0x1f))
println(string(-0.0))
for s in ("12a", "", "1.5")
    try
        parse(Int, s)
    catch e
        println(typeof(e))
    end
end
try
    parse(Int, "99999999999999999999")
catch e
    println(typeof(e))
end
#= expect
13
-42
7
3.0
1000.0
255
5
nothing
12
42 1.5 true x
34
String
3.0
31
-0.0
ArgumentError
ArgumentError
ArgumentError
OverflowError
=#
