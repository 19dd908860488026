# native: at least 4 compiled
# native: compiles via_helper helper count_down pair_walk outer
# The depth budget across inlined callees: recursion through a small callee
# emitted into its caller's module, a small callee that recurses on itself
# (not inlined), and one returning a tuple through its caller's frame. Deep
# enough, each hands the call back and the interpreter raises
# StackOverflowError where it always does; shallower, the results are exact.

# via_helper -> helper (inlined into via_helper's module) -> via_helper.
helper(n::Int) = n <= 0 ? 0 : via_helper(n - 1) + 2
via_helper(n::Int) = helper(n) + 1

# A small self-recursive callee of the root: recursion inside one module.
count_down(n::Int) = n <= 0 ? 0 : count_down(n - 1) + 1
outer(n::Int) = count_down(n) * 2

# A tuple result, returned by a small recursive callee.
pair_walk(n::Int) = n <= 0 ? (0, 1) : (p = pair_walk(n - 1); (p[1] + 1, p[2] * 1))
walk_sum(n::Int) = (p = pair_walk(n); p[1] + p[2])

println(via_helper(0), " ", via_helper(1), " ", via_helper(500))
println(outer(0), " ", outer(700))
println(walk_sum(0), " ", walk_sum(300))
for f in (via_helper, outer, walk_sum)
    try
        f(10^7)
    catch e
        println(typeof(e))
    end
end
# After an overflow, shallow calls are native and exact again.
println(via_helper(20), " ", outer(20), " ", walk_sum(20))

#= expect
1 4 1501
0 1400
1 301
StackOverflowError
StackOverflowError
StackOverflowError
61 40 21
=#
