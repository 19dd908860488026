# Control flow through try/catch/finally, do-blocks and early returns.
log = String[]
function risky(n)
    try
        push!(log, "start $n")
        n < 0 && throw(ArgumentError("negative"))
        n == 0 && return "zero"
        return "ok $n"
    catch e
        push!(log, "caught $(typeof(e))")
        return "failed"
    finally
        push!(log, "finally $n")
    end
end
println(risky(1), " | ", risky(0), " | ", risky(-1))
println(join(log, "; "))
function with_resource(f)
    push!(log, "open")
    try
        return f("res")
    finally
        push!(log, "close")
    end
end
empty!(log)
r = with_resource() do name
    uppercase(name)
end
println(r, " ", log)
empty!(log)
try
    with_resource(_ -> error("inside"))
catch e
    println("outer caught: ", e.msg, " ", log)
end
function find_first_negative(xs)
    for (i, x) in enumerate(xs)
        x < 0 && return i
    end
    return nothing
end
println(find_first_negative([3, -1, -2]), " ", something(find_first_negative([1]), 0))
out = Int[]
for i in 1:10
    i % 2 == 0 && continue
    i > 7 && break
    push!(out, i)
end
println(out)
result = try
    parse(Int, "zz")
catch
    -1
end
println(result)
k = 0
while true
    global k += 1
    k >= 3 && break
end
println(k)
e = try; sqrt(-1); catch err; err; end
println(typeof(e), " ", e isa DomainError)
try
    try
        error("inner")
    catch
        rethrow()
    end
catch e2
    println("rethrown: ", e2.msg)
end
#= expect
ok 1 | zero | failed
start 1; finally 1; start 0; finally 0; start -1; caught ArgumentError; finally -1
RES ["open", "close"]
outer caught: inside ["open", "close"]
2 0
[1, 3, 5, 7]
-1
3
DomainError true
rethrown: inner
=#
