#= options: --check-bounds=yes =#
# --check-bounds=yes (Julia's option): every index is checked, inside @inbounds too, in
# native code as in the interpreter.
function get_in(a, i)
    return @inbounds a[i]
end
function set_in!(a, i, x)
    @inbounds a[i] = x
    return a
end
function sum_in(a, n)
    s = 0
    @inbounds for i in 1:n
        s += a[i]
    end
    return s
end
v = [10, 20, 30]
s = 0
for k in 1:2000
    global s += get_in(v, 2) + sum_in(v, 3)
    set_in!(v, 1, 10)
end
println(s)
try
    get_in(v, 4)
catch e
    println(typeof(e), " ", e.i)
end
try
    set_in!(v, 0, 1)
catch e
    println(typeof(e), " ", e.i)
end
try
    sum_in(v, 5)
catch e
    println(typeof(e), " ", e.i)
end
# @boundscheck blocks run too.
@inline function checked(a, i)
    @boundscheck println("checking ", i)
    return a[i]
end
f(a) = @inbounds checked(a, 1)
println(f(v))
#= expect
160000
BoundsError (4,)
BoundsError (0,)
BoundsError (4,)
checking 1
10
=#
