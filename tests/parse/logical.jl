a = x && y
b = x || y
c = !x
d = x && y && z
e = x || y || z
f = x || y && z
g = x && y || z
h = !x && y
i = x < 1 || x > 10
function check(x)
    x > 0 || return -1
    x < 100 && return 1
    cond && error("failed")
    isempty(x) && continue
    return 0
end
