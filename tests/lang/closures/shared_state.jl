# Several closures over the same variable share it.
function make_account(balance)
    deposit(x) = (balance += x; balance)
    withdraw(x) = (balance -= x; balance)
    current() = balance
    return deposit, withdraw, current
end
dep, wd, bal = make_account(100)
dep(50)
wd(30)
println(bal())
dep2, _, bal2 = make_account(0)
dep2(1)
println(bal2(), " ", bal())
#= expect
120
1 120
=#
