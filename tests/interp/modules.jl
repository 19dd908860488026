module M
export hello
hello() = "hi"
secret() = 42
module Inner
value() = 7
end
end
using .M
println(hello())
println(M.secret())
println(M.Inner.value())
include("inc/helper.jl")
println(helper(2))
#= expect
hi
42
7
4
=#
