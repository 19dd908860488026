# methods(f): the header, most specific method first, names and types of the
# arguments (Any left out), varargs, where clauses, and the file and line of each.
area(x) = 0
area(x::Integer) = 1
area(x::Int) = 2
function scale(v::Vector{T}, k::T) where T<:Real
    return v .* k
end
join_all(sep, parts::String...) = join(parts, sep)
first_int(::Int, rest...) = 5
display(methods(area))
display(methods(scale))
display(methods(join_all))
println(methods(first_int))
println(length(methods(area)))
#= expect
# 3 methods for generic function "area" from Main:
 [1] area(x::Int64)
     @ <*>methods_list.jl:5
 [2] area(x::Integer)
     @ <*>methods_list.jl:4
 [3] area(x)
     @ <*>methods_list.jl:3
# 1 method for generic function "scale" from Main:
 [1] scale(v::Vector{T}, k::T) where T<:Real
     @ <*>methods_list.jl:6
# 1 method for generic function "join_all" from Main:
 [1] join_all(sep, parts::String...)
     @ <*>methods_list.jl:9
# 1 method for generic function "first_int" from Main:
 [1] first_int(::Int64, rest...)
     @ <*>methods_list.jl:10
3
=#
