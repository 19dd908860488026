struct Money
    cents::Int
end
Base.show(io::IO, m::Money) = print(io, "\$", div(m.cents, 100), ".", lpad(rem(m.cents, 100), 2, '0'))
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
wallet = [Money(150), Money(2005), Money(99)]
println(wallet)
println(sum(wallet))
@show Money(7)
println("total: $(sum(wallet))")
println(string(Money(100)))
show(stdout, Money(1)); println()
display(Money(42))
#= expect
Money[$1.50, $20.05, $0.99]
$22.54
Money(7) = $0.07
total: $22.54
$1.00
$0.01
$0.42
=#
