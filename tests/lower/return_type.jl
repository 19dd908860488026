# A declared return type converts every returned value.
function half(x)::Float64
    x == 0 && return 0
    x / 2
end
