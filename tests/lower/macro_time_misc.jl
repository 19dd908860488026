# @time/@elapsed wrap the expression inline (so assignments inside stay in
# the enclosing scope); @inbounds, @inline, @noinline, @simd are the
# expression itself; @__FILE__, @__LINE__, @isdefined.
t = @elapsed sleep(0.1)
result = @time fib(20)
@time "phase one" run_phase()
function fast_sum(xs)
    s = 0.0
    @inbounds @simd for i in eachindex(xs)
        s += xs[i]
    end
    s
end
@inline helper(x) = x + 1
@noinline function slow(x)
    x
end
file = @__FILE__
line = @__LINE__
function probe()
    local maybe
    defined_local = @isdefined maybe
    defined_global = @isdefined undefined_thing
    (defined_local, defined_global)
end
