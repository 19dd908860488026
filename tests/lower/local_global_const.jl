# local, global and const declarations.
const LIMIT = 100
const NAME = "kiln"
global g = 1
function f()
    global g
    g = 2
    local h
    h = g
    h
end
local tmp = 5
