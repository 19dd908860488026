function f(x, y)
    return x + y
end

function g(x::Int, y::Float64)::Float64
    x * y
end

function h()
    return
end

function defaults(x, y = 2, z = x + y)
    x + y + z
end

function keywords(x; k = 1, verbose::Bool = false)
    k * x
end

function outer(n)
    function inner(x)
        x + n
    end
    inner(1)
end

function counter()
    count = 0
    increment() = (count += 1)
    increment
end

function one_line(x) x end

function +(a::Point, b::Point)
    Point(a.x + b.x, a.y + b.y)
end

function Base.show(io::IO, p::Point)
    print(io, "Point(", p.x, ", ", p.y, ")")
end

function (x, y)
    x * y
end

function unnamed(::Int, ::Type{T}) where {T}
    T
end

function vararg_call(xs)
    f(xs...)
end
