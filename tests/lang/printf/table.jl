# A formatted report: the kind of output @printf is used for.
using Printf
items = [("apple", 3, 0.5), ("banana", 12, 0.25), ("cherry", 100, 10.0)]
@printf("%-8s %5s %8s\n", "item", "qty", "price")
for (name, qty, price) in items
    @printf("%-8s %5d %8.2f\n", name, qty, price)
end
total = sum(q * p for (_, q, p) in items)
@printf("%-8s %14.2f\n", "total", total)
#= expect
item       qty    price
apple        3     0.50
banana      12     0.25
cherry     100    10.00
total           1004.50
=#
