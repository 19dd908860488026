# Hygiene: names a macro's template assigns are its own (renamed), while
# escaped arguments are the caller's (Julia manual, "Hygiene").
macro swap!(a, b)
    quote
        tmp = $(esc(a))
        $(esc(a)) = $(esc(b))
        $(esc(b)) = tmp
    end
end
p, q = 1, 2
tmp = 99
@swap!(p, q)
println(p, " ", q, " ", tmp)

macro plus_one(ex)
    quote
        local t0 = 1
        local val = $(esc(ex))
        val + t0
    end
end
function g()
    t0 = 5
    r = @plus_one t0 * 2
    return (r, t0)
end
println(g())

macro setglobal(name, v)
    esc(:($name = $v))
end
@setglobal answer 42
println(answer)
#= expect
2 1 99
(11, 5)
42
=#
