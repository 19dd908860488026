# struct and mutable struct with typed and untyped fields; without inner
# constructors the StructDef's constructor list is empty and the runtime
# makes Julia's default constructors (Julia manual, "Composite Types").
struct Point
    x::Float64
    y::Float64
end
mutable struct Account
    owner
    balance::Int
end
p = Point(1.0, 2.0)
a = Account("ann", 10)
a.balance += 5
