# @__MODULE__: the module the code is in, also in a file included into a module.
println(@__MODULE__)
println((@__MODULE__) === Main, " ", typeof(@__MODULE__))
module Inner
f() = @__MODULE__
g() = nameof(@__MODULE__)
module Deeper
h() = @__MODULE__
end
end
println(Inner.f())
println(Inner.g())
println(Inner.Deeper.h())
module Host
include("inc/which_module.jl")
end
println(Host.which_module())
include("inc/which_module.jl")
println(which_module())
#= expect
Main
true Module
Main.Inner
Inner
Main.Inner.Deeper
Main.Host
Main
=#
