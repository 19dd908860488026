# Sorting records: by/lt/rev, multi-key sorts, stable sorting, a custom isless and partial sorts
struct Employee
    name::String
    dept::Symbol
    salary::Int
    age::Int
end
Base.show(io::IO, e::Employee) = print(io, e.name)

staff = [
    Employee("Ada", :eng, 120, 36), Employee("Bob", :ops, 80, 45),
    Employee("Cy", :eng, 95, 29), Employee("Dee", :sales, 80, 51),
    Employee("Eve", :eng, 120, 41), Employee("Fay", :ops, 70, 23),
]
println(sort(staff; by = e -> e.salary))
println(sort(staff; by = e -> e.salary, rev = true))
println(sort(staff; by = e -> (e.dept, -e.salary, e.name)))
println(sort(staff; lt = (a, b) -> a.age < b.age))
println(sortperm([e.age for e in staff]), " ", sortperm(staff; by = e -> e.name, rev = true))

Base.isless(a::Employee, b::Employee) = isless((a.salary, a.name), (b.salary, b.name))
println(sort(staff), " ", maximum(staff), " ", minimum(staff))
println(partialsort([e.age for e in staff], 1:3), " ", partialsort(staff, 2))

groups = Dict{Symbol,Vector{Employee}}()
for e in staff
    push!(get!(groups, e.dept, Employee[]), e)
end
for d in sort(collect(keys(groups)))
    es = groups[d]
    avg = sum(e -> e.salary, es) / length(es)
    println(rpad(d, 6), length(es), " ", round(avg; digits = 1), " ", sort(es; by = e -> e.age, rev = true))
end
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
println(sort(words), " ", sort(words; by = lowercase), " ", sort(words; lt = (a, b) -> length(a) < length(b)))
println(sort([3, 1, 2]; rev = true), " ", sort!([5, 4, 6]), " ", issorted([1, 2, 2, 3]), " ", searchsortedfirst([1, 3, 5, 7], 4))
println(sort([(2, "b"), (1, "z"), (2, "a")]), " ", sort([-3, 2, -1]; by = abs), " ", reverse(sort(collect("hello"))))
v = [10, 30, 20]
p = sortperm(v)
println(p, " ", v[p], " ", invperm(p), " ", sort(v; alg = InsertionSort))
#= expect
Employee[Fay, Bob, Dee, Cy, Ada, Eve]
Employee[Ada, Eve, Cy, Bob, Dee, Fay]
Employee[Ada, Eve, Cy, Bob, Fay, Dee]
Employee[Fay, Cy, Ada, Eve, Bob, Dee]
[6, 3, 1, 5, 2, 4] [6, 5, 4, 3, 2, 1]
Employee[Fay, Bob, Dee, Cy, Ada, Eve] Eve Fay
[23, 29, 36] Bob
eng   3 111.7 Employee[Eve, Ada, Cy]
ops   2 75.0 Employee[Bob, Fay]
sales 1 80.0 Employee[Dee]
["Apple", "Banana", "apple", "banana", "cherry", "date"] ["Apple", "apple", "banana", "Banana", "cherry", "date"] ["date", "Apple", "apple", "banana", "cherry", "Banana"]
[3, 2, 1] [4, 5, 6] true 3
[(1, "z"), (2, "a"), (2, "b")] [-1, 2, -3] ['o', 'l', 'l', 'h', 'e']
[1, 3, 2] [10, 20, 30] [1, 3, 2] [10, 20, 30]
=#
