# Mutable structs: field assignment, aliasing, identity equality, field
# conversion on assignment.
mutable struct Account
    owner::String
    balance::Int
end
a = Account("ann", 10)
a.balance += 5
println(a.balance)
b = a
b.balance = 100
println(a.balance)
println(a)
c = Account("ann", 100)
println(a == c, " ", a === b)
function deposit!(acc::Account, amt)
    acc.balance += amt
    return acc
end
deposit!(a, 1)
println(b.balance)
a.balance = 7.0
println(a.balance, " ", typeof(a.balance))
try
    a.balance = 7.5
catch e
    println(typeof(e))
end
accounts = [Account("x", 1), Account("y", 2)]
for acc in accounts
    acc.balance *= 10
end
println(accounts)
#= expect
15
100
Account("ann", 100)
false true
101
7 Int64
InexactError
Account[Account("x", 10), Account("y", 20)]
=#
