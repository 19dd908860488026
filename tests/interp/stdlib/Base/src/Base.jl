# A minimal Base for the interpreter's own tests: just enough to print
# results, so these tests pin the interpreter's semantics independently of
# the real standard library (stdlib/Base).
module Base
const I = Core.Intrinsics
+(x::Int64, y::Int64) = I.add_int(x, y)
-(x::Int64, y::Int64) = I.sub_int(x, y)
-(x::Int64) = I.neg_int(x)
*(x::Int64, y::Int64) = I.mul_int(x, y)
%(x::Int64, y::Int64) = I.checked_srem_int(x, y)
<(x::Int64, y::Int64) = I.slt_int(x, y)
<=(x::Int64, y::Int64) = I.sle_int(x, y)
+(x::Float64, y::Float64) = I.add_float(x, y)
*(x::Float64, y::Float64) = I.mul_float(x, y)
<(x::Float64, y::Float64) = I.lt_float(x, y)
==(x, y) = x === y
!(x::Bool) = I.not_int(x)
getproperty(x::Module, f::Symbol) = Core.getglobal(x, f)
getproperty(x, f::Symbol) = Core.getfield(x, f)
setproperty!(x, f::Symbol, v) = Core.setfield!(x, f, v)
getindex(t::Tuple, i::Int64) = Core.getfield(t, i)
length(t::Tuple) = Core.nfields(t)
function println(xs...)
    for x in xs
        Core.io_write(1, Core.print_fallback(x))
    end
    Core.io_write(1, "\n")
    nothing
end
struct UnitRange{T}
    start::T
    stop::T
end
(:)(a::Int64, b::Int64) = UnitRange{Int64}(a, b)
iterate(r::UnitRange{Int64}) = r.stop < r.start ? nothing : (r.start, r.start)
iterate(r::UnitRange{Int64}, i::Int64) = i == r.stop ? nothing : (i + 1, i + 1)
iterate(t::Tuple, i::Int64 = 1) = length(t) < i ? nothing : (getindex(t, i), i + 1)
indexed_iterate(t::Tuple, i::Int64, state = 1) = (getindex(t, i), i + 1)
error(msg) = throw(Core.ErrorException(msg))
export +, -, *, %, <, <=, ==, !, println, UnitRange, error, length, getindex
export :
end
