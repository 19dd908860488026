# A macro body may first bind names to an argument, its escaped form or its text,
# then give the quoted expansion that interpolates them.
macro dbg(ex)
    s = string(ex)
    :(println($s, " = ", $(esc(ex))))
end
@dbg 1 + 2
x = 5
@dbg x * 2
macro checked(cond)
    text = string(cond)
    c = esc(cond)
    quote
        if !$c
            error("check failed: " * $text)
        end
        true
    end
end
println(@checked x > 1)
try
    @checked x < 1
catch e
    println(e.msg)
end
macro twice(ex)
    ex = esc(ex)
    return quote
        $ex
        $ex
    end
end
n = 0
@twice n += 1
println(n)
macro call_all(f, args...)
    fe = esc(f)
    as = map(esc, args)
    :($fe($(as...)))
end
println(@call_all max 3 9 4)
#= expect
1 + 2 = 3
x * 2 = 10
true
check failed: x < 1
2
9
=#
