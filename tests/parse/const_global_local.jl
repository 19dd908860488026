const N = 100
const NAMES = ["a", "b"]
global counter = 0
global x
global a, b
function bump()
    global counter
    counter += 1
    local y = 2
    local z
    local p, q = 1, 2
    y
end
