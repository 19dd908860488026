@enum Color red green blue
println(red, " ", Int(green), " ", Color(2), " ", instances(Color))
println(typeof(red), " ", red < blue)
for c in instances(Color)
    print(c, c == blue ? "\n" : " ")
end
@enum Fruit::UInt8 apple=1 banana=5
println(Int(banana), " ", Fruit(1))
Base.@kwdef struct Config
    name::String = "default"
    retries::Int = 3
    verbose::Bool = false
end
c = Config(retries = 5)
println(c)
println(Config())
@kwdef mutable struct Point3
    x::Float64 = 0
    y::Float64 = 0
end
p = Point3(y = 2)
p.x = 1
println(p)
#= expect
red 1 blue (red, green, blue)
Color true
red green blue
5 apple
Config("default", 5, false)
Config("default", 3, false)
Point3(1.0, 2.0)
=#
