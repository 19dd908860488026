# A mutable struct with validation through exceptions.
mutable struct BankAccount
    owner::String
    balance::Float64
end
struct InsufficientFunds <: Exception
    needed::Float64
end
Base.showerror(io::IO, e::InsufficientFunds) = print(io, "insufficient funds: need ", e.needed)
function withdraw!(a::BankAccount, amount)
    amount <= 0 && throw(ArgumentError("amount must be positive"))
    amount > a.balance && throw(InsufficientFunds(amount - a.balance))
    a.balance -= amount
end
deposit!(a::BankAccount, amount) = (a.balance += amount)
acct = BankAccount("Ada", 100.0)
deposit!(acct, 50)
withdraw!(acct, 30)
println(acct.balance)
for amt in (500, -1, 20)
    try
        withdraw!(acct, amt)
        println("withdrew ", amt, ", balance ", acct.balance)
    catch e
        if e isa InsufficientFunds
            println("failed: short by ", e.needed)
        else
            println("failed: ", typeof(e), ": ", e.msg)
        end
    end
end
#= expect
120.0
failed: short by 380.0
failed: ArgumentError: amount must be positive
withdrew 20, balance 100.0
=#
