# Broadcasting (Julia manual, "Dot Syntax for Vectorizing Functions"): lowering
# fuses `f.(a, g.(b))` and dotted operators into a tree of `broadcasted` calls,
# then `materialize` computes it (or `materialize!` stores it into a destination).
# Arrays and tuples are containers; dimensions of length 1 extend; numbers,
# strings, Chars, functions, types and Refs are scalars.

struct Broadcasted{F, Args<:Tuple}
    f::F
    args::Args
end
broadcasted(f, args...) = Broadcasted(f, map(broadcastable, args))
# f.(x; k = v): the keywords are passed to every call (Julia: broadcasted_kwsyntax).
# An integer range stays a range under .+, .- and .* by an integer, as in Julia:
# `(1:3) .+ 1` is 2:4 and `2 .* (1:3)` is 2:2:6 (a zero factor takes the general path).
function broadcasted(f, r::OrdinalRange{<:Integer}, x::Integer)
    if f === (+)
        return r isa AbstractUnitRange ? ((first(r) + x):(last(r) + x)) : ((first(r) + x):step(r):(last(r) + x))
    elseif f === (-)
        return r isa AbstractUnitRange ? ((first(r) - x):(last(r) - x)) : ((first(r) - x):step(r):(last(r) - x))
    elseif f === (*) && !iszero(x)
        return (first(r) * x):(step(r) * x):(last(r) * x)
    elseif f === (/)
        y = _frange_op(f, r, x, false)
        y === nothing || return y
    end
    return Broadcasted(f, (r, x))
end
function broadcasted(f, x::Integer, r::OrdinalRange{<:Integer})
    if f === (+)
        return r isa AbstractUnitRange ? ((x + first(r)):(x + last(r))) : ((x + first(r)):step(r):(x + last(r)))
    elseif f === (-)
        return (x - first(r)):(-step(r)):(x - last(r))
    elseif f === (*) && !iszero(x)
        return (x * first(r)):(x * step(r)):(x * last(r))
    end
    return Broadcasted(f, (x, r))
end
broadcasted(f, r::OrdinalRange{<:Integer}) = f === (-) ? -r : Broadcasted(f, (r,))

# A float range kept as exact numerators over a denominator (range.jl) stays a range
# under .* ./ .+ .- by an integer-valued number, and an integer range divided by one
# becomes such a range, as in Julia (`(0:4) ./ 4` is 0.0:0.25:1.0); None else.
function _frange_op(f, r, x, x_first::Bool)
    (x isa Real && isfinite(x)) || return nothing
    (isinteger(x) && abs(x) <= 2.0^31) || return _frange_op_float(f, r, Float64(x), x_first)
    if r isa OrdinalRange{<:Integer}
        (f === (/) && !x_first || f === (*) && x isa AbstractFloat) || return nothing
        a, b, d, n = Float64(first(r)), Float64(step(r)), 1, length(r)
    elseif r isa _FRange && isinteger(r.ref.hi) && isinteger(r.step.hi)
        a, b, d, n = r.ref.hi, r.step.hi, r.offset, r.len
    else
        return nothing
    end
    xf = Float64(x)
    if f === (*) && !iszero(xf)
        a, b = a * xf, b * xf
    elseif f === (/) && !x_first && !iszero(xf)
        a, b = xf < 0 ? (-a, -b) : (a, b)
        d *= Int(abs(xf))
    elseif f === (+)
        a += xf * d
    elseif f === (-)
        a, b = x_first ? (xf * d - a, -b) : (a - xf * d, b)
    else
        return nothing
    end
    lim = 9007199254740992.0
    (abs(a) <= lim && abs(a + (n - 1) * b) <= lim) || return nothing
    return _frange(a, b, n, d)
end
# A range and a float that is not a small integer: Julia's range(start; step, length)
# from the new first element and step, which finds short fractions as `:` does
# (`(1:3) .+ 0.5` is 1.5:1.0:3.5, `(1:4) .* 0.25` is 0.25:0.25:1.0).
function _frange_op_float(f, r, x::Float64, x_first::Bool)
    (r isa OrdinalRange{<:Integer} || r isa _FRange) || return nothing
    a, b, n = Float64(first(r)), Float64(step(r)), length(r)
    if f === (+)
        a += x
    elseif f === (-)
        a, b = x_first ? (x - a, -b) : (a - x, b)
    elseif f === (*)
        a, b = a * x, b * x
    elseif f === (/) && !x_first && !iszero(x)
        a, b = a / x, b / x
    else
        return nothing
    end
    (isfinite(a) && isfinite(b)) || return nothing
    return _frange_start_step_len(a, b, n)
end
function broadcasted(f, r::OrdinalRange{<:Integer}, x::AbstractFloat)
    y = _frange_op(f, r, x, false)
    y === nothing && isfinite(x) && (y = _frange_op_float(f, r, Float64(x), false))
    return y === nothing ? Broadcasted(f, (r, x)) : y
end
function broadcasted(f, x::AbstractFloat, r::OrdinalRange{<:Integer})
    f === (*) && return broadcasted(f, r, x)
    y = isfinite(x) ? _frange_op_float(f, r, Float64(x), true) : nothing
    return y === nothing ? Broadcasted(f, (x, r)) : y
end
function broadcasted(f, r::StepRangeLen, x::Real)
    y = _frange_op(f, r, x, false)
    return y === nothing ? Broadcasted(f, (r, x)) : y
end
function broadcasted(f, x::Real, r::StepRangeLen)
    y = _frange_op(f, r, x, true)
    return y === nothing ? Broadcasted(f, (x, r)) : y
end
broadcasted_kwsyntax(f, args...; kwargs...) = broadcasted((xs...) -> f(xs...; kwargs...), args...)
# a .&& b and a .|| b broadcast these.
andand(a, b) = a && b
oror(a, b) = a || b
broadcast(f, args...) = materialize(broadcasted(f, args...))
broadcast!(f, dest, args...) = materialize!(dest, broadcasted(f, args...))

# How an argument takes part: containers as they are, scalars wrapped in a Ref.
broadcastable(x::Union{AbstractArray, Number, AbstractChar, Ref, Tuple, Broadcasted}) = x
broadcastable(x::Union{Symbol, AbstractString, Function, Nothing, Pair, Val, Regex, IO,
                       UndefInitializer, Type}) = Ref(x)
broadcastable(x::AbstractDict) = throw(ArgumentError(string("broadcasting over dictionaries ",
    "and `NamedTuple`s is reserved")))
broadcastable(x::NamedTuple) = throw(ArgumentError(string("broadcasting over dictionaries ",
    "and `NamedTuple`s is reserved")))
broadcastable(x) = collect(x)

# ---- Shapes ----
# The size of an argument: nothing for a scalar.
_bc_size(x::AbstractArray) = size(x)
_bc_size(x::Tuple) = (length(x),)
_bc_size(x::Broadcasted) = _bc_shape(x.args)
_bc_size(x) = nothing
function _bc_shape(args::Tuple)
    shape = nothing
    for a in args
        s = _bc_size(a)
        s === nothing && continue
        shape = shape === nothing ? s : _bc_combine(shape, s)
    end
    return shape
end
function _bc_combine(a::Tuple, b::Tuple)
    n = max(length(a), length(b))
    out = Vector{Int}(undef, n)
    for d in 1:n
        x = d <= length(a) ? a[d] : 1
        y = d <= length(b) ? b[d] : 1
        if x == y || y == 1
            out[d] = x
        elseif x == 1
            out[d] = y
        else
            throw(DimensionMismatch(string("arrays could not be broadcast to a common size; ",
                "got a dimension with lengths ", x, " and ", y)))
        end
    end
    return _totuple(out)
end
_bc_has_array(x::AbstractArray) = true
_bc_has_array(x::Broadcasted) = any(_bc_has_array, x.args)
_bc_has_array(x) = false

# ---- Elements ----
# The value of argument x at linear index k of a result of the given shape.
_bc_elem(x::Ref, k::Int, shape) = x[]
_bc_elem(x::Number, k::Int, shape) = x
_bc_elem(x::AbstractChar, k::Int, shape) = x
function _bc_elem(x::Union{AbstractArray, Tuple}, k::Int, shape)
    n = length(x)
    n == 1 && return x[1]
    n == _prod_shape(shape) && return x[k]
    # Map the result's Cartesian index onto x, collapsing its length-1 dimensions.
    sx = _bc_size(x)
    idx = 0
    stride = 1
    rest = k - 1
    for d in 1:length(shape)
        i = rem(rest, shape[d])
        rest = div(rest, shape[d])
        if d <= length(sx)
            sx[d] == 1 || (idx += i * stride)
            stride *= sx[d]
        end
    end
    return x[idx + 1]
end
function _bc_elem(bc::Broadcasted, k::Int, shape)
    args = bc.args
    n = length(args)
    n == 1 && return bc.f(_bc_elem(args[1], k, shape))
    n == 2 && return bc.f(_bc_elem(args[1], k, shape), _bc_elem(args[2], k, shape))
    n == 3 && return bc.f(_bc_elem(args[1], k, shape), _bc_elem(args[2], k, shape),
                          _bc_elem(args[3], k, shape))
    return bc.f(map(a -> _bc_elem(a, k, shape), args)...)
end
# The element type of an argument as a call of the broadcast function sees it.
_bc_eltype(x::Broadcasted) = _bc_result_eltype(x)
_bc_eltype(x::Union{AbstractArray, Tuple}) = eltype(x)
_bc_eltype(x::Ref) = (v = x[]; v isa Type ? Type{v} : typeof(v))
_bc_eltype(x) = typeof(x)
_bc_result_eltype(bc::Broadcasted) =
    promote_typejoin_union(_return_type(bc.f, Tuple{map(_bc_eltype, bc.args)...}))
function _prod_shape(shape)
    n = 1
    for s in shape
        n *= s
    end
    return n
end

# ---- Computing ----
materialize(x) = x
function materialize(bc::Broadcasted)
    shape = _bc_shape(bc.args)
    shape === nothing && return _bc_elem(bc, 1, ())
    n = _prod_shape(shape)
    if !_bc_has_array(bc)
        # Only tuples and scalars: a tuple.
        return _totuple([_bc_elem(bc, k, shape) for k in 1:n])
    end
    if n == 0
        # No element to look at: the type inference gives (Julia's combine_eltypes).
        T = _bc_result_eltype(bc)
        T === Bool && return BitArray{length(shape)}(undef, shape...)
        return Array{T, length(shape)}(undef, shape...)
    end
    v1 = _bc_elem(bc, 1, shape)
    dest = v1 isa Bool ? BitArray{length(shape)}(undef, shape...) :
        Array{typeof(v1), length(shape)}(undef, shape...)
    dest[1] = v1
    for k in 2:n
        v = _bc_elem(bc, k, shape)
        if !(v isa eltype(dest))
            dest = _widen_copy(dest isa BitArray ? dest.data : dest, v, k - 1)
        end
        dest[k] = v
    end
    return dest
end
function materialize!(dest, bc::Broadcasted)
    shape = size(dest)
    s = _bc_shape(bc.args)
    s === nothing || _bc_combine(shape, s) == shape || throw(DimensionMismatch(string(
        "array could not be broadcast to match destination")))
    n = length(dest)
    if n > 0 && _bc_aliases(dest, bc)
        # A source is the destination itself: compute every value first.
        vals = [_bc_elem(bc, k, shape) for k in 1:n]
        for k in 1:n
            dest[k] = vals[k]
        end
        return dest
    end
    for k in 1:n
        dest[k] = _bc_elem(bc, k, shape)
    end
    return dest
end
materialize!(dest, x) = materialize!(dest, broadcasted(identity, x))
_bc_aliases(dest, x) = x === dest
_bc_aliases(dest, bc::Broadcasted) = any(a -> _bc_aliases(dest, a) && _bc_size(a) != size(dest), bc.args)
copy(bc::Broadcasted) = materialize(bc)
