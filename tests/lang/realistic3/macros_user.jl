# User macros: code generation with quote/esc, hygiene, macroexpand and string macros
macro repeat(n, body)
    quote
        for _ in 1:$(esc(n))
            $(esc(body))
        end
    end
end

macro swap!(a, b)
    quote
        tmp = $(esc(a))
        $(esc(a)) = $(esc(b))
        $(esc(b)) = tmp
    end
end

macro checked(ex)
    text = string(ex)
    quote
        local v = $(esc(ex))
        v || println("check failed: ", $text)
        v
    end
end

macro fields(T, names...)
    defs = [:($(n)::Float64) for n in names]
    esc(quote
        struct $T
            $(defs...)
        end
    end)
end

macro unroll_sum(n, f)
    terms = [:($(esc(f))($i)) for i in 1:n]
    Expr(:call, :+, terms...)
end

macro rev_str(s)
    reverse(s)
end

count = 0
@repeat 3 begin
    global count += 1
end
println("count = ", count)
x, y = 1, "two"
@swap! x y
println(x, " ", y)
tmp = "outer tmp"
@swap! x y
println(tmp, " ", x, " ", y)
@checked 1 + 1 == 2
r = @checked length("abc") > 5
println(r)
@fields Point3 x y z
p = Point3(1, 2, 3)
println(p, " ", fieldnames(Point3), " ", fieldtype(Point3, :y))
sq(i) = i^2
println(@unroll_sum(4, sq))
println(rev"olleh", " ", @macroexpand(@rev_str "xy"))
ex = macroexpand(Main, :(@rev_str "abc"))
println(ex, " ", typeof(ex))
ex2 = :(a + b * c)
println(ex2.head, " ", ex2.args, " ", eval(:(let a = 1, b = 2, c = 3; $ex2; end)))
#= expect
count = 3
two 1
outer tmp 1 two
check failed: length("abc") > 5
false
Point3(1.0, 2.0, 3.0) (:x, :y, :z) Float64
30
hello yx
cba String
call Any[:+, :a, :(b * c)] 7
=#
