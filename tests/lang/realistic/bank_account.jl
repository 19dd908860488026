mutable struct Account
    owner::String
    balance::Float64
    const id::Int
end
struct InsufficientFunds <: Exception
    needed::Float64
end
Base.showerror(io::IO, e::InsufficientFunds) = print(io, "insufficient funds: need ", e.needed)
function withdraw!(a::Account, amt)
    amt > a.balance && throw(InsufficientFunds(amt - a.balance))
    a.balance -= amt
    a
end
acc = Account("ann", 100.0, 1)
withdraw!(acc, 30)
println(acc.balance)
try
    withdraw!(acc, 100)
catch e
    println(sprint(showerror, e))
    println(e isa InsufficientFunds)
end
try
    acc.id = 2
catch e
    println(typeof(e))
end
println(acc)
#= expect
70.0
insufficient funds: need 30.0
true
ErrorException
Account("ann", 70.0, 1)
=#
