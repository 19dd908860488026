# native: at least 3 compiled
# Crossings between the tiers: interpreted code calling native code, native
# code that would throw or overflow handing the call back to the interpreter
# (the error and its backtrace are the interpreter's), and a method redefined
# between two calls of native code that used it (world age).
square(x::Int) = x * x
sum_squares(n::Int) = n == 0 ? 0 : square(n) + sum_squares(n - 1)

# Interpreted (it prints), calling native code in a loop.
function report(n)
    total = 0
    for i in 1:n
        total += sum_squares(i)
    end
    println("total ", total)
end
report(10)

# Deep recursion: native code gives the call back and the interpreter
# raises StackOverflowError where it always does.
down(n::Int) = n == 0 ? 0 : 1 + down(n - 1)
println(down(1000))
try
    down(10^7)
catch e
    println(typeof(e))
end

# A method redefined: callers compiled before see the new one.
scale(x::Int) = 2x
apply_scale(x::Int) = scale(x) + 1
println(apply_scale(5))
scale(x::Int) = 3x
println(apply_scale(5))

# Float64 results cross back boxed, NaN and signed zeros intact.
ratio(a::Float64, b::Float64) = a / b
println(ratio(1.0, 0.0), " ", ratio(0.0, 0.0), " ", ratio(-1.0, Inf))

#= expect
total 1210
1000
StackOverflowError
11
16
Inf NaN -0.0
=#
