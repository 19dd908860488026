# A failing @test outside any testset prints the failure and throws at once.
# Julia versions differ on an empty line after the report; <...> accepts either.
using Test
@test 2 + 2 == 4
@test 2 + 2 == 5
println("not reached")
#= expect
Test Failed at <*>
  Expression: 2 + 2 == 5
   Evaluated: 4 == 5
<...>
=#
#= expect-stderr-prefix
ERROR: LoadError: There was an error during testing
=#
#= exit: 1 =#
