# Custom exception hierarchy with showerror, try/catch/finally and rethrow
abstract type BankError <: Exception end

struct InsufficientFunds <: BankError
    needed::Float64
    available::Float64
end
struct AccountFrozen <: BankError
    id::Int
end
struct UnknownAccount <: BankError
    id::Int
end

Base.showerror(io::IO, e::InsufficientFunds) =
    print(io, "InsufficientFunds: needed ", e.needed, " but only ", e.available, " available")
Base.showerror(io::IO, e::AccountFrozen) = print(io, "account ", e.id, " is frozen")

mutable struct Account
    id::Int
    balance::Float64
    frozen::Bool
end

const ACCOUNTS = Dict(1 => Account(1, 100.0, false), 2 => Account(2, 20.5, false),
                      3 => Account(3, 500.0, true))

function lookup(id)
    haskey(ACCOUNTS, id) || throw(UnknownAccount(id))
    ACCOUNTS[id]
end

function withdraw!(id, amount)
    acct = lookup(id)
    acct.frozen && throw(AccountFrozen(id))
    amount > acct.balance && throw(InsufficientFunds(amount, acct.balance))
    acct.balance -= amount
end

log = String[]
for (id, amt) in [(1, 30), (2, 50), (3, 10), (4, 1), (1, 70)]
    try
        left = withdraw!(id, amt)
        println("ok: account $id now has $left")
    catch e
        e isa BankError || rethrow()
        println("failed (", nameof(typeof(e)), "): ", sprint(showerror, e))
    finally
        push!(log, "$id:$amt")
    end
end
println(join(log, ","))
println(UnknownAccount(4))
println(InsufficientFunds(1, 2) isa BankError, " ", supertype(BankError))
r = try
    withdraw!(2, "x")
catch e
    typeof(e)
end
println(r)
function transfer!(from, to, amt)
    try
        withdraw!(from, amt)
        lookup(to).balance += amt
        return :done
    catch e
        isa(e, UnknownAccount) && return :unknown
        rethrow()
    end
end
println(transfer!(1, 9, 0.0), " ", transfer!(2, 1, 0.5), " ", ACCOUNTS[1].balance)
try
    transfer!(3, 1, 1)
catch e
    showerror(stdout, e)
    println()
end
#= expect
ok: account 1 now has 70.0
failed (InsufficientFunds): InsufficientFunds: needed 50.0 but only 20.5 available
failed (AccountFrozen): account 3 is frozen
failed (UnknownAccount): UnknownAccount(4)
ok: account 1 now has 0.0
1:30,2:50,3:10,4:1,1:70
UnknownAccount(4)
true Exception
MethodError
unknown done 0.5
account 3 is frozen
=#
