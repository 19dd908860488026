for (T, fields) in ((:Point2, (:x, :y)), (:Point3D, (:x, :y, :z)))
    @eval struct $T
        $(fields...)
    end
    @eval Base.show(io::IO, p::$T) = print(io, $(string(T)), "<", join([getfield(p, f) for f in $fields], ","), ">")
end
println(Point2(1, 2))
println(Point3D(1, 2, 3))
println(fieldnames(Point3D))
name = :triple
eval(:($name(x) = 3x))
println(triple(7))
Core.eval(Main, :(const ANSWER = 42))
println(ANSWER)
#= expect
Point2<1,2>
Point3D<1,2,3>
(:x, :y, :z)
21
42
=#
