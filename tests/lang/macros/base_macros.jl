# Base macros: @kwdef, @., @views, @view, @static, @inferred-free hints,
# Threads.@threads, @timed.
Base.@kwdef struct Config
    name::String = "default"
    size::Int = 10
    verbose::Bool
end
c = Config(verbose = true)
println(c)
println(Config(name = "x", size = 2, verbose = false))

@kwdef mutable struct Point
    x::Float64 = 0.0
    y::Float64 = 0.0
end
p = Point(y = 2.0)
p.x = 1.5
println(p.x, " ", p.y)

x = [1.0, 2.0, 3.0]
y = similar(x)
@. y = 2x^2 + 1
println(y)
println(@. sqrt(x * x * 4) + 1)
z = @. x > 1.5
println(z)

a = collect(1:6)
v = @view a[2:4]
v[1] = 20
println(a)
println(sum(@view a[end-1:end]))
@views b = a[1:2]
println(b)
function total(a)
    s = 0
    @views for i in 1:2
        s += sum(a[2i-1:2i])
    end
    return s
end
println(total([1, 2, 3, 4]))

@static if true
    println("static")
end
@fastmath println(1.0 + 2.0)
@inline g(t) = t + 1
println(g(1))

acc = zeros(Int, 4)
Threads.@threads for i in 1:4
    acc[i] = i^2
end
println(acc)
println(Threads.nthreads())
t = @timed sum(1:10)
println(t.value)
#= expect
Config("default", 10, true)
Config("x", 2, false)
1.5 2.0
[3.0, 9.0, 19.0]
[3.0, 5.0, 7.0]
Bool[0, 1, 1]
[1, 20, 3, 4, 5, 6]
11
[1, 20]
10
static
3.0
2
[1, 4, 9, 16]
1
55
=#
