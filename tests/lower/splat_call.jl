# Splatting at call sites: the Splat statement marks the splatted operands.
function forward(xs, ys)
    f(xs...)
    g(1, xs..., 2)
    h(xs..., ys...)
    t = (xs..., 0)
    [xs...; ys...]
end
