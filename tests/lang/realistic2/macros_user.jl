# Macros a user would write: debugging, repeating, checking
macro dbg(ex)
    s = string(ex)
    :(println($s, " = ", repr($(esc(ex)))))
end

macro repeat(n, body)
    quote
        for _ in 1:$(esc(n))
            $(esc(body))
        end
    end
end

macro checked(ex)
    ex isa Expr && ex.head == :call || error("@checked needs a call")
    f = ex.args[1]
    args = ex.args[2:end]
    quote
        local vals = ($(map(esc, args)...),)
        local r = $(esc(f))(vals...)
        println($(string(f)), vals, " -> ", r)
        r
    end
end

macro swap(a, b)
    :(($(esc(a)), $(esc(b))) = ($(esc(b)), $(esc(a))))
end

macro unless(cond, body)
    quote
        if !$(esc(cond))
            $(esc(body))
        end
    end
end

macro count_calls(fdef)
    name = fdef.args[1].args[1]
    counter = Symbol(name, "_calls")
    body = fdef.args[2]
    fdef.args[2] = quote
        global $counter += 1
        $body
    end
    quote
        global $counter = 0
        $fdef
    end |> esc
end

x, y = 3, 4
@dbg x + y * 2
@dbg [x, y]
@dbg sum([1, 2, 3])
@dbg "s"
n = 0
@repeat 3 global n += 2
println(n)
r = @checked max(x, 10, y)
println(r)
@checked +(1, 2)
@swap x y
println(x, " ", y)
@unless x > 10 println("x is small")
@unless x < 10 println("never printed")
@count_calls function fib(n)
    n < 2 ? n : fib(n - 1) + fib(n - 2)
end
println(fib(10), " ", fib_calls)
tmp = "outer"
macro hygienic()
    quote
        tmp = "inner"
        tmp
    end
end
println(@hygienic(), " ", tmp)
macro twice(ex)
    esc(Expr(:block, ex, ex))
end
k = 1
@twice k *= 3
println(k)
println(@macroexpand(@swap a b) isa Expr)
#= expect
x + y * 2 = 11
[x, y] = [3, 4]
sum([1, 2, 3]) = 6
s = "s"
6
max(3, 10, 4) -> 10
10
+(1, 2) -> 3
4 3
x is small
55 177
inner outer
9
true
=#
