# Dot syntax fuses nested dot calls into one broadcast (Julia manual, "Dot
# Syntax for Vectorizing Functions").
function scale(xs, ys)
    zs = xs .+ 2 .* ys
    ws = sin.(xs) .^ 2
    zs .= zs ./ 2
    zs .+= 1
    zs[2:3] .= 0
    flags = .!(xs .== ys)
    f.(xs, ys)
end
