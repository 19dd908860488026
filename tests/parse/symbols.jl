s = :symbol
t = :CamelCase
u = :+
v = :(==)
w = [:a, :b, :c]
x = cond ? :yes : :no
y = Dict(:k => 1)
z = f(:x)
