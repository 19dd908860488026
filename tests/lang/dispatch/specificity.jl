# The most specific applicable method is called.
f(x::Any) = "any"
f(x::Number) = "number"
f(x::Integer) = "integer"
f(x::Int) = "int"
for v in (1, Int8(1), 2.5, "s", true)
    println(f(v))
end
g(x::Int, y) = "int first"
g(x, y::Int) = "int second"
g(x::Int, y::Int) = "both"
println(g(1, "a"), " ", g("a", 1), " ", g(1, 1))
h(x::AbstractString) = "abstract string"
h(x::String) = "string"
println(h("s"), " ", h(SubString("sub", 1, 2)))
k(x::AbstractVector) = "vector"
k(x::AbstractArray) = "array"
k(x) = "other"
println(k([1]), " ", k(zeros(2, 2)), " ", k(1:3), " ", k((1,)))
r(x::Real) = "real"
r(x::AbstractFloat) = "float"
println(r(1), " ", r(1.0), " ", r(true))
#= expect
int
integer
number
any
integer
int first int second both
string abstract string
vector array vector other
real float real
=#
