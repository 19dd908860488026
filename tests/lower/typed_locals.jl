# Typed locals convert every assignment (Julia manual, "Type Declarations").
function counter()
    local n::Int = 0
    for i in 1:3
        n += i
    end
    x::Float64 = 1
    x = n
    x
end
y = f(x)::Int
