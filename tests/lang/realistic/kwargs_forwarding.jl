function plot_line(xs, ys; color = :black, width = 1, kwargs...)
    extra = isempty(kwargs) ? "" : " " * join(["$k=$v" for (k, v) in kwargs], ",")
    "line($(length(xs)) pts, $color, $width$extra)"
end
draw(args...; kw...) = plot_line(args...; width = 2, kw...)
println(draw(1:3, 4:6))
println(draw(1:3, 4:6; color = :red))
println(draw(1:3, 4:6; width = 5, style = :dash))
opts = (color = :blue, alpha = 0.5)
println(plot_line([1], [2]; opts...))
f(; a, b = a * 2) = (a, b)
println(f(a = 1), " ", f(b = 0, a = 5))
g(x; y::Int = 0) = x + y
try
    g(1; y = "no")
catch e
    println(typeof(e))
end
#= expect
line(3 pts, black, 2)
line(3 pts, red, 2)
line(3 pts, black, 5 style=dash)
line(1 pts, blue, 1 alpha=0.5)
(1, 2) (5, 0)
TypeError
=#
