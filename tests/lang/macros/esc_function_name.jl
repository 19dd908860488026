# A macro that defines a function whose name is escaped and whose body it computes.
macro gen_getter(name, field)
    fname = Symbol("get_", name)
    quote
        $(esc(fname))(x) = x.$field
    end
end
struct Rec
    a::Int
    b::String
end
@gen_getter a a
@gen_getter b b
r = Rec(1, "bee")
println(get_a(r), " ", get_b(r))
macro make_predicate(name, cond)
    fname = Symbol("is_", name)
    esc(:($fname(x) = $cond))
end
@make_predicate big x > 100
println(is_big(5), " ", is_big(500))
#= expect
1 bee
false true
=#
