# native: at least 4 compiled
# native: invalidated 5
# Definitions made while the program runs, after native code was compiled
# for the calls they change (COMPILER.md §2, "Backedges and invalidation"):
# each ends the CodeInstances whose edges it falsifies, and those depending on
# them, so the next call in the new world is inferred and compiled again and
# prints what Julia prints; a method nobody's code looked up ends none.
area(x::Int) = 1
area(x) = 2
shape(x::Float64) = area(x)        # area(::Any) for a Float64
outer(x::Float64) = shape(x) + 1   # depends on shape
println(outer(1.0))

# Unrelated: no compiled code called `unrelated`, and an Int method of area
# exists already for keep's call... which is not compiled yet either.
unrelated(x::String) = 0
println(outer(1.0))

# A method on an abstract type, more specific for shape's call: shape and
# outer are invalidated (1, 2).
area(x::AbstractFloat) = 3
println(outer(1.0))

# A method that fills a missing one: number_kind's call found no method (3).
number_kind(x::Int) = kind(x)
kind(x::String) = "string"
try
    number_kind(1)
catch e
    println(typeof(e))
end
kind(x::Integer) = "integer"
println(number_kind(1))

# Piracy on a Base function for a Base type: tenfold's call of Base's sign
# now finds it (4).
tenfold(x::Int) = 10 * sign(x)
println(tenfold(-3))
Base.sign(x::Int64) = 7
println(tenfold(-3))

# A redefined constant (Julia 1.12's binding semantics: code using it sees
# the new value): scaled's inference used its value (5).
const SCALE = 2
scaled(x::Int) = SCALE * x
println(scaled(5))
const SCALE = 3
println(scaled(5))

#= expect
3
3
4
MethodError
integer
-10
70
10
15
=#
