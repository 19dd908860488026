# When promotion changes nothing, Julia's catch-alls report it: a type without its
# own `+` gets "+ not defined for T", two types without a promotion rule get
# "promotion of types A and B failed to change any arguments" (ErrorExceptions).
# `<=` of one Real type comes from its `==` and `<`, `inv` from `one` and `/`,
# and an irrational is rationalized through its BigFloat value.
struct Meters <: Real
    v::Int
end
Base.:<(a::Meters, b::Meters) = a.v < b.v
Base.one(::Type{Meters}) = Meters(1)
Base.:/(a::Meters, b::Meters) = Meters(a.v ÷ b.v)
println(Meters(1) <= Meters(2), " ", Meters(3) <= Meters(2), " ", Meters(2) <= Meters(2))
println(inv(Meters(1)), " ", Meters(4) >= Meters(4))
for f in (() -> Meters(1) + Meters(2), () -> Meters(1) * Meters(2), () -> Meters(1) + 1,
          () -> Meters(1) == 1.5, () -> 2.0 - Meters(1))
    try
        f()
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end
println(1 + 2.0, " ", 1 == 1.0, " ", 2//3 + 1, " ", 1 < 2.5, " ", UInt8(3) <= 4, " ", 0x02 * 3)
println(rationalize(Int8, pi), " ", rationalize(Int16, pi), " ", rationalize(pi; tol = 0.01))
println(typeof(rationalize(Int8, pi)))
#= expect
true false true
Meters(1) true
ErrorException: + not defined for Meters
ErrorException: * not defined for Meters
ErrorException: promotion of types Meters and Int64 failed to change any arguments
ErrorException: promotion of types Meters and Float64 failed to change any arguments
ErrorException: promotion of types Float64 and Meters failed to change any arguments
3.0 true 5//3 true true 6
22//7 355//113 22//7
Rational{Int8}
=#
