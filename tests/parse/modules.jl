module Shapes

export Point, area

using .Utils
using ..Parent
using LinearAlgebra: dot, norm
import Base: show, +
import Base.length

include("utils.jl")

struct Point
    x::Float64
end

area(p) = 0.0

end

using .Shapes
using Shapes: Point, area
import Shapes: area
x = Shapes.area(Shapes.Point(1.0))
using A, B.C
