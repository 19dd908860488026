# @inbounds is a promise that the indices are in bounds: native code skips the checks
# (the loops below are hot enough to run natively), the results are the same.
function total(a)
    s = 0
    @inbounds for i in 1:length(a)
        s += a[i]
    end
    return s
end
function fill_squares!(a)
    @inbounds for i in eachindex(a)
        a[i] = i * i
    end
    return a
end
function matsum(m)
    s = 0.0
    for j in 1:size(m, 2), i in 1:size(m, 1)
        s += @inbounds m[i, j]
    end
    return s
end
function setdiag!(m, x)
    for i in 1:size(m, 1)
        @inbounds m[i, i] = x
    end
    return m
end
v = collect(1:100)
t = 0
for k in 1:2000
    global t += total(v)
end
println(t)
w = zeros(Int, 6)
for k in 1:2000
    fill_squares!(w)
end
println(w)
m = [Float64(i + 10j) for i in 1:3, j in 1:4]
u = 0.0
for k in 1:2000
    global u += matsum(m)
end
println(u)
d = zeros(3, 3)
for k in 1:2000
    setdiag!(d, 2.5)
end
println(d)
# The value of @inbounds is its argument's; a closure made inside is a body of its own.
g = @inbounds (x -> v[x])
println(g(7), " ", @inbounds(v[end]))
# Outside @inbounds the checks stay, native code too.
function at(a, i)
    return a[i]
end
for k in 1:2000
    at(v, 50)
end
try
    at(v, 101)
catch e
    println(e isa BoundsError, " ", e.i)
end
function put!(a, i)
    a[i] = 1
end
for k in 1:2000
    put!(w, 2)
end
try
    put!(w, 0)
catch e
    println(e isa BoundsError, " ", e.i)
end
#= expect
10100000
[1, 4, 9, 16, 25, 36]
648000.0
[2.5 0.0 0.0; 0.0 2.5 0.0; 0.0 0.0 2.5]
7 100
true (101,)
true (0,)
=#
