# deepcopy: a copy that shares no mutable object with the original.

"""
    deepcopy(x)

A copy of `x` that shares no mutable object with it: arrays, dicts and mutable
structs are copied recursively (an object reached twice is copied once).
"""
deepcopy(x) = _deepcopy(x, Dict{UInt64, Any}())
function _deepcopy(x, seen::Dict{UInt64, Any})
    T = typeof(x)
    (x isa Number || x isa AbstractChar || x isa String || x isa Symbol || x isa Function ||
     x isa Type || x isa Module || x === nothing) && return x
    id = objectid(x)
    haskey(seen, id) && return seen[id]
    if x isa Array
        y = similar(x)
        seen[id] = y
        for i in 1:length(x)
            Core.array_isassigned(x, i) && (y[i] = _deepcopy(x[i], seen))
        end
        return y
    elseif x isa Dict
        y = empty(x)
        seen[id] = y
        for p in x
            y[_deepcopy(p.first, seen)] = _deepcopy(p.second, seen)
        end
        return y
    end
    n = nfields(x)
    n == 0 && return x
    fields = Any[]
    for i in 1:n
        isdefined(x, i) || break
        push!(fields, _deepcopy(getfield(x, i), seen))
    end
    y = Core._new(T, fields...)
    seen[id] = y
    return y
end
