let x = 1, y = 2
    x + y
end
let x = 1
    x
end
let
    local z = 3
    z
end
let x
    x = 1
end
r = begin
    a = 1
    b = 2
    a + b
end
begin end
s = let a = 1; a + 1 end
