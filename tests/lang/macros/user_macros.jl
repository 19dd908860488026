# Macros a program defines: quoted templates with $ interpolation, esc,
# splatted arguments, nested macro calls (Julia manual, "Metaprogramming").
macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
@twice println("hi")

macro square(x)
    :($(esc(x)) * $(esc(x)))
end
println(@square(3 + 1))

macro myshow(ex)
    :(println($(string(ex)), " => ", $(esc(ex))))
end
@myshow 1 + 2

macro sumall(xs...)
    :(+($(xs...)))
end
println(@sumall(1, 2, 3))

macro double(ex)
    return :(2 * $(esc(ex)))
end
macro quad(ex)
    :(@double(@double($(esc(ex)))))
end
println(@quad 3)

macro unless(cond, body)
    quote
        if !$(esc(cond))
            $(esc(body))
        end
    end
end
@unless 1 > 2 println("1 is not greater than 2")

function count_up(n)
    total = 0
    for i in 1:n
        @twice total += i
    end
    return total
end
println(count_up(3))
#= expect
hi
hi
16
1 + 2 => 3
6
12
1 is not greater than 2
12
=#
