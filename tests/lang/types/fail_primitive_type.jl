# `primitive type` is refused when the definition runs: the code before it runs first.
println("before")
primitive type Byte8 8 end
println("not reached")
#= expect
before
=#
#= expect-stderr-prefix
ERROR: LoadError: a primitive type definition is not supported by Kiln (<*>fail_primitive_type.jl:3)
=#
#= exit: 1 =#
