a = x'
b = `ls -l`
import LinearAlgebra as LA
c = v[begin]
d = [1 2;; 3 4]
e = x ⊕ y
f := 1
g = @. x + 1
h = Base.@show x
i = {1, 2}
j = a .&& b
k = 2 ** 3
primitive type Byte 8 end
baremodule M
end
l = a --> b
