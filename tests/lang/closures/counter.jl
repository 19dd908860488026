# A closure that captures and mutates a local: each counter has its own state.
function make_counter()
    count = 0
    return () -> (count += 1)
end
c1 = make_counter()
c2 = make_counter()
println(c1(), c1(), c1())
println(c2())
println(c1())
#= expect
123
1
4
=#
