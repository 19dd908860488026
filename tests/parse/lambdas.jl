a = x -> x + 1
b = (x, y) -> x * y
c = () -> 42
d = (x) -> x
e = x::Int -> 2x
f = x -> begin
    y = x
    y + 1
end
g = map(x -> x^2, xs)
h = filter(x -> x > 0, xs)
i = sort(v, by = x -> -x)
j = x -> y -> x + y
k = (a, (b, c)) -> a + b + c
make_adder(n) = x -> x + n
