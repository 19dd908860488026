# An uncaught user exception is printed with its Base.showerror method.
struct NegativeBalance <: Exception
    amount::Int
end
Base.showerror(io::IO, e::NegativeBalance) = print(io, "NegativeBalance: balance would be ", e.amount)
balance = 10
function spend(x)
    global balance
    balance - x < 0 && throw(NegativeBalance(balance - x))
    balance -= x
end
println(spend(4))
spend(20)
#= expect
6
=#
#= expect-stderr-prefix
ERROR: LoadError: NegativeBalance: balance would be -14
=#
#= exit: 1 =#
