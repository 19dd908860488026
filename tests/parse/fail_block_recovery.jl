# Errors inside blocks do not swallow the `end` that closes them, so each
# mistake is reported once and the rest of the file still parses.
function f()
    x = end
y = 2

function g()
    if x) end
    z = 1
end

struct S
    a::Int = )
end
h() = 1
