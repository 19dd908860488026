# Scope errors: a variable both local and global, a local that conflicts
# with an argument, duplicate keywords in a call, named tuple fields.
function f(x)
    local y
    global y
    local x
    k(a = 1, a = 2)
    (b = 1, b = 2)
end
