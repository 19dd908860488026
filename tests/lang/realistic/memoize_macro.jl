const CACHE = Dict{Any, Any}()
macro memo(fdef)
    sig = fdef.args[1]
    body = fdef.args[2]
    name = sig.args[1]
    args = sig.args[2:end]
    quote
        function $(esc(name))($(map(esc, args)...))
            key = ($(QuoteNode(name)), $(map(esc, args)...))
            haskey(CACHE, key) && return CACHE[key]
            val = $(esc(body))
            CACHE[key] = val
            val
        end
    end
end
@memo function fib(n)
    n < 2 ? n : fib(n - 1) + fib(n - 2)
end
println(fib(60))
println(length(CACHE))
#= expect
1548008755920
61
=#
