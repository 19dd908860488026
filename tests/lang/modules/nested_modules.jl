# Modules inside modules, reached by qualified names or imported.
module Outer
module Inner
f() = "inner f"
end
g() = Inner.f() * " via outer"
using .Inner
h() = Inner.f()
end
println(Outer.Inner.f())
println(Outer.g())
import .Outer.Inner
println(Inner.f())
println(Outer.h())
#= expect
inner f
inner f via outer
inner f
inner f
=#
