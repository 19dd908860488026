# Macros whose bodies compute their expansion: loops, conditionals, helper functions,
# Expr building, recursion over ex.args, hygiene of the computed result.
macro unroll(n, ex)
    blk = Expr(:block)
    for i in 1:n
        push!(blk.args, esc(ex))
    end
    return blk
end
@unroll 3 println("hi")

macro show_all(exs...)
    blk = Expr(:block)
    for ex in exs
        push!(blk.args, :(println($(string(ex)), " = ", repr($(esc(ex))))))
    end
    return blk
end
x = 2
@show_all x x + 1 [x, x]

macro assert_eq(a, b)
    msg = "assertion failed: " * string(a) * " == " * string(b)
    return :($(esc(a)) == $(esc(b)) ? nothing : error($msg))
end
@assert_eq 1 + 1 2
try
    @assert_eq 1 + 1 3
catch e
    println(e.msg)
end

double(ex) = Expr(:call, :*, 2, ex)
macro twice(ex)
    double(esc(ex))
end
println(@twice 21)

function f(y)
    @twice y + 1
end
println(f(4))

macro count_calls(ex)
    n = 0
    stack = Any[ex]
    while !isempty(stack)
        e = pop!(stack)
        if isa(e, Expr)
            e.head == :call && (n += 1)
            append!(stack, e.args)
        end
    end
    return n
end
println(@count_calls f(g(1), h(2, k(3))))

macro swap_args(ex)
    if isa(ex, Expr) && ex.head == :call
        return esc(Expr(:call, ex.args[1], reverse(ex.args[2:end])...))
    end
    return esc(ex)
end
println(@swap_args -(10, 3))
println(@swap_args 5)

macro timeit(ex)
    quote
        local t0 = time()
        local val = $(esc(ex))
        local t1 = time()
        println("elapsed ok: ", t1 >= t0)
        val
    end
end
println(@timeit sum(1:10))

macro make_fn(name, val)
    fname = Symbol("get_", name)
    return esc(:($fname() = $val))
end
@make_fn answer 42
println(get_answer())

macro hyg()
    ex = quote
        tmp = 10
        tmp * 2
    end
    ex
end
tmp = 1
println(@hyg)
println(tmp)

macro fields(T, names...)
    fs = [:($n::Int) for n in names]
    esc(quote
        struct $T
            $(fs...)
        end
    end)
end
@fields Pt a b
println(Pt(1, 2))

println(:(@twice x))
println(macroexpand(Main, :(@twice x)))
println(@macroexpand @twice(a + b))
s = gensym("v")
println(startswith(string(s), "##v#"))
#= expect
hi
hi
hi
x = 2
x + 1 = 3
[x, x] = [2, 2]
assertion failed: 1 + 1 == 3
42
10
4
-7
5
elapsed ok: true
55
42
20
1
Pt(1, 2)
#= <*> =# @twice x
2x
2 * (a + b)
true
=#
