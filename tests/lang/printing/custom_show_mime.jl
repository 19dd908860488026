# A struct's own show and text/plain show: print, display (a displayed vector prints
# each element with its text/plain form, as Julia's print_matrix_row does), repr,
# repr("text/plain", x) (a string is returned as it is), sum with its + and zero.
struct Money
    cents::Int
end
Base.show(io::IO, m::Money) = print(io, "\$", m.cents ÷ 100, ".", lpad(m.cents % 100, 2, '0'))
Base.show(io::IO, ::MIME"text/plain", m::Money) = print(io, "Money: ", m)
m = Money(12345)
println(m)
display(m)
display([m, Money(5)])
show(stdout, MIME"text/plain"(), m); println()
println(repr(m), " ", repr("text/plain", m), " ", string(m), " ", sprint(show, m))
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
println(sum([Money(1), Money(2)]))
Base.zero(::Type{Money}) = Money(0)
println(sum(Money[]))
println(repr("text/plain", "abc"), " ", repr(MIME("text/plain"), 1.5), " ", repr("text/plain", [1, 2]))
#= expect
$123.45
Money: $123.45
2-element Vector{Money}:
 Money: $123.45
 Money: $0.05
Money: $123.45
$123.45 Money: $123.45 $123.45 $123.45
$0.03
$0.00
abc 1.5 2-element Vector{Int64}:
 1
 2
=#
