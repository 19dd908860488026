# eval, @eval, Core.eval and include_string (Julia manual, "Metaprogramming"),
# with Julia's world-age rule: code defined by eval inside a running function
# is called there through Base.invokelatest.
eval(:(gx = 5))
println(gx)
println(eval(:(gx + 1)), " ", eval(3), " ", eval(QuoteNode(:q)), " ", eval(:gx))
ex = Expr(:call, :+, 1, 2)
push!(ex.args, 4)
println(eval(ex))
eval(:(sq(x) = x * x))
println(sq(7))

# @eval in a loop defining functions
for (name, op) in ((:add1, :+), (:sub1, :-))
    @eval $name(x) = $op(x, 1)
end
println(add1(10), " ", sub1(10))
for T in (:Meters, :Seconds)
    @eval begin
        struct $T
            value::Float64
        end
        unit(::$T) = $(string(T))
    end
end
println(Meters(2.5), " ", unit(Meters(1.0)), " ", unit(Seconds(3.0)))

# values interpolated into the code
v = [1, 2, 3]
println(eval(:(sum($v))), " ", eval(:(length($("abc")))))
f = x -> 2x
println(eval(:($f(21))))
fields = [:a, :b]
@eval struct Rec
    $(fields...)
end
println(fieldnames(Rec), " ", Rec(1, "two"))

# Core.eval and a module's own eval
module Inner
counter = 0
bump() = eval(:(counter += 1))
end
Core.eval(Inner, :(z = 3))
println(Inner.z)
Inner.bump(); Inner.bump()
println(Inner.counter)
@eval Inner w = 4
println(Inner.w)

# include_string
println(include_string(Main, "a1 = 2\na1 * 21"))
println(a1)
include_string(Main, "twice(x) = 2x")
println(twice(4))

# world age
function defines_and_calls()
    eval(:(newfn() = "new"))
    return Base.invokelatest(newfn)
end
println(defines_and_calls())
function calls_too_new()
    eval(:(newer() = 1))
    try
        newer()
    catch e
        println(typeof(e))
        println(occursin("The applicable method may be too new: running in world age",
                         sprint(showerror, e)))
    end
end
calls_too_new()
println(newer())

# errors
try
    eval(:(nope_undefined + 1))
catch e
    println(typeof(e), " ", e.var)
end
try
    eval(Expr(:foo, 1))
catch e
    println(typeof(e), " ", startswith(e.msg, "syntax: "))
end
try
    eval(:(1 + "a"))
catch e
    println(typeof(e))
end
#= expect
5
6 3 q 5
7
49
11 9
Meters(2.5) Meters Seconds
6 3
42
(:a, :b) Rec(1, "two")
3
2
4
42
2
8
new
MethodError
true
1
UndefVarError nope_undefined
ErrorException true
MethodError
=#
