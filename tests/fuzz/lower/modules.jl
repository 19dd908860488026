module M
export f
using .N: g, h
import Base: show, ==
"doc" f(x) = x
const K = 0x1f
end
