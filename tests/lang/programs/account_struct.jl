# A mutable struct with invariants, custom errors and show methods.
mutable struct Account
    owner::String
    balance::Float64
    history::Vector{Tuple{Symbol, Float64}}
end
Account(owner) = Account(owner, 0.0, Tuple{Symbol, Float64}[])
struct InsufficientFunds <: Exception
    needed::Float64
end
Base.showerror(io::IO, e::InsufficientFunds) = print(io, "insufficient funds: need ", e.needed, " more")
function deposit!(a::Account, x)
    x > 0 || throw(ArgumentError("deposit must be positive"))
    a.balance += x
    push!(a.history, (:deposit, Float64(x)))
    return a
end
function withdraw!(a::Account, x)
    x <= a.balance || throw(InsufficientFunds(x - a.balance))
    a.balance -= x
    push!(a.history, (:withdraw, Float64(x)))
    return a
end
Base.show(io::IO, a::Account) = print(io, "Account(", repr(a.owner), ", ", a.balance, ")")
function Base.show(io::IO, ::MIME"text/plain", a::Account)
    println(io, "Account of ", a.owner)
    print(io, "  balance: ", a.balance)
end
acc = Account("Ann")
deposit!(acc, 100)
withdraw!(acc, 30.5)
println(acc)
display(acc)
println(acc.history)
try
    withdraw!(acc, 100)
catch e
    println(sprint(showerror, e))
end
try
    deposit!(acc, -1)
catch e
    println(e)
end
accounts = [Account("B"), acc]
println(accounts)
println(sum(a.balance for a in accounts))
println(fieldnames(Account), " ", fieldtypes(Account)[2])
println(ismutable(acc), " ", isa(acc, Account), " ", Account <: Any)
@show acc.balance
c = deepcopy(acc)
c.balance = 0
println(acc.balance, " ", c.balance)
#= expect
Account("Ann", 69.5)
Account of Ann
  balance: 69.5
[(:deposit, 100.0), (:withdraw, 30.5)]
insufficient funds: need 30.5 more
ArgumentError("deposit must be positive")
Account[Account("B", 0.0), Account("Ann", 69.5)]
69.5
(:owner, :balance, :history) Float64
true true true
acc.balance = 69.5
69.5 0.0
=#
