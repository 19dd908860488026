# A program adds methods to Base functions it has not called yet, and gives
# one of Base's methods a new definition: Base's own methods are all still
# there, and the redefinition replaces only the method it names.
struct Meters
    v::Int
end
Base.gcd(a::Meters, b::Meters) = Meters(gcd(a.v, b.v))
println(gcd(Meters(12), Meters(18)).v)
println(gcd(12, 18), " ", gcd(-4), " ", gcd(Int8(9), Int8(6)))
Base.isodd(x::Int64) = "mine"
println(isodd(3), " ", isodd(Int8(3)), " ", isodd(big(4)))
println(count_ones(7), " ", count_zeros(Int8(1)))
#= expect
6
6 4 3
mine true false
3 7
=#
