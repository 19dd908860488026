# A module adds methods to Base functions for its own type.
module Money
export Dollars
struct Dollars
    cents::Int
end
Base.:+(a::Dollars, b::Dollars) = Dollars(a.cents + b.cents)
Base.show(io::IO, d::Dollars) = print(io, "\$", d.cents ÷ 100, ".", lpad(d.cents % 100, 2, "0"))
import Base: isless
isless(a::Dollars, b::Dollars) = a.cents < b.cents
end
using .Money
a = Dollars(150)
b = Dollars(275)
println(a + b)
println(sort([b, a]))
println(max(a, b))
println("total: $(a + b + Dollars(5))")
#= expect
$4.25
Dollars[$1.50, $2.75]
$2.75
total: $4.30
=#
