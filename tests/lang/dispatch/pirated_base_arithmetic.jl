# Methods a program gives Base's arithmetic for Int64 and Float64 (type
# piracy) are called from then on, also where the interpreter runs these
# operations inline. (Only strings and Bools are printed afterwards.)
minus(x, y) = x - y
root(x) = sqrt(x)
less(x, y) = x < y ? "less" : "not less"
for i in 1:3
    minus(2.5, i)
    root(4.0)
    less(1.5, 2.5)
end
println(minus(2.5, 1) == 1.5, " ", root(4.0) == 2.0, " ", less(1.5, 2.5))
Base.:-(x::Float64, y::Int64) = "minus"
Base.sqrt(x::Float64) = "root"
Base.:<(x::Float64, y::Float64) = false
println(minus(2.5, 1), " ", root(4.0), " ", less(1.5, 2.5))
println(minus(3, 1) == 2, " ", less(1, 2))
#= expect
true true less
minus root not less
true less
=#
