# @elapsed returns seconds as a Float64; @time prints a timing line and
# returns the value of its expression.
function work(n)
    s = 0
    for i in 1:n
        s += i
    end
    s
end
t = @elapsed work(1000)
println(typeof(t), " ", t >= 0)
v = @time work(10)
println(v)
#= expect
Float64 true
<*>seconds<*>
55
=#
