macro swap!(a, b)
    quote
        tmp = $(esc(a))
        $(esc(a)) = $(esc(b))
        $(esc(b)) = tmp
    end
end
x, y, tmp = 1, 2, 99
@swap!(x, y)
println(x, " ", y, " ", tmp)
macro timesn(n, body)
    quote
        for _ in 1:$(esc(n))
            $(esc(body))
        end
    end
end
cnt = 0
@timesn 3 global cnt += 1
println(cnt)
macro unless(cond, body)
    :($(esc(cond)) ? nothing : $(esc(body)))
end
@unless 1 > 2 println("ran")
macro mkvar(name, val)
    :($(esc(name)) = $val)
end
@mkvar newvar 7
println(newvar)
macro withcounter(ex)
    quote
        local c = 0
        for item in $(esc(ex))
            c += 1
        end
        c
    end
end
println(@withcounter [1, 2, 3, 4])
#= expect
2 1 99
3
ran
7
4
=#
