a = x'
b = (x + y)'
c = v[begin]
d = v[begin+1:end]
e = [1 2;; 3 4]
f = [1; 2;; 3; 4]
g = x ⊕ y ⊗ z
h = a → b → c
i = 1f0 + 2.5f-1
j = a .<= x .< b
k = f.(x; k = 1)
l = p .&& q
m = @. x + 1
n = Base.@kwdef struct S
    a::Int = 1
end
function Base.in(x, s::S)
    false
end
const T::Int = 1
[x for x in xs
   if x > 1]
mutable struct M
    const a::Int
    b
end
