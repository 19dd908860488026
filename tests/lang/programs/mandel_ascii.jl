# An ASCII Mandelbrot set.
function mandel(c; maxiter = 30)
    z = 0.0 + 0.0im
    for i in 1:maxiter
        z = z * z + c
        abs2(z) > 4 && return i
    end
    return maxiter
end
chars = " .:-=+*#%@"
for y in 1.2:-0.3:-1.2
    line = IOBuffer()
    for x in -2.1:0.15:0.6
        n = mandel(complex(x, y))
        print(line, chars[min(n ÷ 3 + 1, length(chars))])
    end
    println(rstrip(String(take!(line))))
end
#= expect
       ........
    ........:@:....
  .......:=+@@@*+..
 ....:+=--@@@@@@@:.
 @@@@@@@@@@@@@@@=:.
 ....:+=--@@@@@@@:.
  .......:=+@@@*+..
    ........:@:....
       ........
=#
