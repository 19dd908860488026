# Custom exception types with showerror, try/catch/finally ordering, rethrow, error chains and cleanup
abstract type BankError <: Exception end
struct InsufficientFunds <: BankError
    account::String
    balance::Float64
    requested::Float64
end
struct AccountNotFound <: BankError
    id::String
end
struct FrozenAccount <: BankError end

Base.showerror(io::IO, e::InsufficientFunds) =
    print(io, "InsufficientFunds: account ", e.account, " has ", e.balance, ", cannot withdraw ", e.requested)
Base.showerror(io::IO, e::AccountNotFound) = print(io, "no account with id ", repr(e.id))

mutable struct Account
    id::String
    balance::Float64
    frozen::Bool
end
const ACCOUNTS = Dict("A1" => Account("A1", 100.0, false), "B2" => Account("B2", 20.0, false), "C3" => Account("C3", 5.0, true))
lookup(id) = haskey(ACCOUNTS, id) ? ACCOUNTS[id] : throw(AccountNotFound(id))

function withdraw!(id, amount)
    amount > 0 || throw(ArgumentError("amount must be positive, got $amount"))
    acc = lookup(id)
    acc.frozen && throw(FrozenAccount())
    acc.balance < amount && throw(InsufficientFunds(id, acc.balance, amount))
    acc.balance -= amount
end

log_ = String[]
function transfer!(from, to, amount)
    push!(log_, "begin $from→$to")
    try
        withdraw!(from, amount)
        lookup(to).balance += amount
        push!(log_, "ok")
        return true
    catch e
        push!(log_, "failed: " * sprint(showerror, e))
        e isa BankError || rethrow()
        return false
    finally
        push!(log_, "end")
    end
end

println(transfer!("A1", "B2", 30.0), " ", transfer!("B2", "A1", 500.0), " ", transfer!("C3", "A1", 1.0), " ", transfer!("Z9", "A1", 1.0))
try
    transfer!("A1", "B2", -5.0)
catch e
    println("escaped: ", typeof(e), " — ", e.msg)
end
foreach(println, log_)
println(Dict(k => v.balance for (k, v) in ACCOUNTS) |> d -> sort(collect(d)))

for (id, amt) in [("A1", 10.0), ("B2", 1000.0), ("nobody", 1.0), ("C3", 1.0)]
    result = try
        withdraw!(id, amt)
    catch err
        err
    end
    if result isa Exception
        print("error ($(nameof(typeof(result)))): ")
        showerror(stdout, result)
        println()
    else
        println("new balance of $id: $result")
    end
end
println(sprint(showerror, FrozenAccount()), " | ", FrozenAccount() isa BankError, " | ", supertype(BankError))

function parse_config(lines)
    out = Dict{String,Int}()
    for (n, line) in enumerate(lines)
        try
            k, v = strip.(split(line, '='))
            out[k] = parse(Int, v)
        catch e
            throw(ErrorException("line $n: could not parse $(repr(line)) ($(typeof(e)))"))
        end
    end
    out
end
try
    parse_config(["a = 1", "b = two"])
catch e
    println(e.msg)
end
r = try
    error("boom")
catch e
    "caught " * e.msg
finally
    println("finally runs before the value is used")
end
println(r)
e = try; sqrt(-1.0); catch ex; ex; end
println(typeof(e), " ", sprint(showerror, e) |> s -> first(s, 42))
println(try; [1, 2][5]; catch ex; sprint(showerror, ex); end)
println(try; Dict(:a => 1)[:b]; catch ex; sprint(showerror, ex); end)
println(try; parse(Int, "x1"); catch ex; sprint(showerror, ex); end)
println(try; convert(Int, 2.5); catch ex; sprint(showerror, ex); end)
println(try; throw(InsufficientFunds("X", 1.0, 2.0)); catch ex; ex; end)
#= expect
true false false false
escaped: ArgumentError — amount must be positive, got -5.0
begin A1→B2
ok
end
begin B2→A1
failed: InsufficientFunds: account B2 has 50.0, cannot withdraw 500.0
end
begin C3→A1
failed: FrozenAccount()
end
begin Z9→A1
failed: no account with id "Z9"
end
begin A1→B2
failed: ArgumentError: amount must be positive, got -5.0
end
["A1" => 70.0, "B2" => 50.0, "C3" => 5.0]
new balance of A1: 60.0
error (InsufficientFunds): InsufficientFunds: account B2 has 50.0, cannot withdraw 1000.0
error (AccountNotFound): no account with id "nobody"
error (FrozenAccount): FrozenAccount()
FrozenAccount() | true | Exception
line 2: could not parse "b = two" (ArgumentError)
finally runs before the value is used
caught boom
DomainError DomainError with -1.0:
sqrt was called wit
BoundsError: attempt to access 2-element Vector{Int64} at index [5]
KeyError: key :b not found
ArgumentError: invalid base 10 digit 'x' in "x1"
InexactError: Int64(2.5)
InsufficientFunds("X", 1.0, 2.0)
=#
