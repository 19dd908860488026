# @enum: a type with one named instance per value (Julia manual, "Types").
@enum Color red green blue
println(red)
println(typeof(green))
println(Int(blue))
println(instances(Color))
println(green < blue)
println(Color(1))
println([red, blue])
println(string(green))
@enum Fruit::UInt8 begin
    apple = 1
    banana
    cherry = 5
end
println(Int(banana), " ", Int(cherry))
f(c::Color) = c == red ? "warm" : "cool"
println(f(red), " ", f(blue))
for c in instances(Color)
    print(c, ";")
end
println()
try
    Color(7)
catch e
    println(e)
end
#= expect
red
Color
2
(red, green, blue)
true
green
Color[red, blue]
green
2 5
warm cool
red;green;blue;
ArgumentError("invalid value for Enum Color: 7")
=#
