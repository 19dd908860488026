# A failed @assert with a message reports the message.
function withdraw(balance, amount)
    @assert amount <= balance "insufficient funds"
    balance - amount
end
println(withdraw(10, 3))
println(withdraw(10, 30))
#= expect
7
=#
#= expect-stderr-prefix
ERROR: LoadError: AssertionError: insufficient funds
=#
#= exit: 1 =#
