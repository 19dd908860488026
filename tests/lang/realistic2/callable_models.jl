# Callable structs and constructors with keyword arguments, parametric @kwdef
Base.@kwdef struct Settings{T<:Real}
    rate::T = 1
    bounds::Vector{T} = T[]
    label::String = "default"
end

struct Layer
    weights::Matrix{Float64}
    bias::Vector{Float64}
end
Layer(nin::Int, nout::Int; init = 0.5) = Layer(fill(init, nout, nin), zeros(nout))
(l::Layer)(x::Vector; activation = identity) = activation.(l.weights * x .+ l.bias)

struct Polynomial
    coeffs::Vector{Int}
end
function (p::Polynomial)(x; derivative::Bool = false)
    if derivative
        return sum(i * p.coeffs[i+1] * x^(i - 1) for i in 1:length(p.coeffs)-1; init = 0)
    end
    sum(c * x^(i - 1) for (i, c) in enumerate(p.coeffs))
end

struct Interval{T}
    lo::T
    hi::T
end
Interval{T}(; lo = zero(T), hi = one(T)) where {T} = Interval{T}(lo, hi)
(r::Interval)(x; clamped = true) = clamped ? clamp(x, r.lo, r.hi) : x
(::Type{Layer})(; n = 2) = Layer(n, n)

relu(x) = max(x, 0.0)
layer = Layer(3, 2; init = 0.25)
println(layer([1.0, 2.0, 3.0]), " ", layer([-4.0, 0.0, 1.0]; activation = relu))
println(Layer(; n = 1).weights, " ", size(Layer().weights))
p = Polynomial([1, 2, 3])
println(p(2), " ", p(2; derivative = true), " ", p.(0:3), " ", Polynomial([5])(7; derivative = true))
println(Interval{Float64}(), " ", Interval{Int}(hi = 10), " ", Interval{Int}(hi = 10)(42), " ", Interval(0, 1)(5; clamped = false))
println(Settings(rate = 0.5, bounds = [0.0, 1.0]), " ", Settings{Int}(), " ", Settings{Float32}(label = "f32"))
try
    p(1; bogus = true)
catch e
    println(typeof(e))
end
try
    Settings()
catch e
    println(typeof(e))
end
v = [10, 20, 30]
println(eval(:(v[end])), " ", eval(:(v[begin + 1])), " ", :(v[end - 1]), " ", repr(:end))
#= expect
[1.5, 1.5] [0.0, 0.0]
[0.5;;] (2, 2)
17 14 [1, 6, 17, 34] 0
Interval{Float64}(0.0, 1.0) Interval{Int64}(0, 10) 10 5
Settings{Float64}(0.5, [0.0, 1.0], "default") Settings{Int64}(1, Int64[], "default") Settings{Float32}(1.0f0, Float32[], "f32")
MethodError
UndefVarError
30 20 v[end - 1] :end
=#
