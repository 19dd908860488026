function f end
function (end
struct 1 end
try
    x
end
const y
for i 1:n
end
