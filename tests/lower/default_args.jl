# Default positional arguments give one method per arity (Julia manual,
# "Optional Arguments").
function pad(s, n::Int = 10, c = ' ')
    lpad(s, n, c)
end
offset(x, dx = x) = x + dx
