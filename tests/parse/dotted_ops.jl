a = x .+ y
b = x .- y
c = x .* y
d = x ./ y
e = x .^ 2
f = x .== y
g = x .< y
x .= 0
v .= v .+ 1
w .+= 1
h = sin.(x)
i = f.(x, y)
j = abs.(x) .+ 1
k = .-x
l = .!mask
