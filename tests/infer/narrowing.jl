# Conditions narrow a slot's type on each side of a branch (Julia's
# Conditional): `x === nothing`, `isa(x, T)`, `!` of those, and calls whose
# result the members of x's Union decide (`x !== nothing`, `isnothing(x)`).
function maybe(flag::Bool)
    return flag ? 1 : nothing
end

function egal(flag::Bool)
    x = maybe(flag)
    if x === nothing
        return 0
    end
    return x + 1
end

function negated(flag::Bool)
    x = maybe(flag)
    if !(x === nothing)
        return x * 2
    end
    return -1
end

function not_egal(flag::Bool)
    x = maybe(flag)
    x !== nothing ? x : 7
end

function split_call(flag::Bool)
    x = maybe(flag)
    isnothing(x) ? 0 : x
end

intorfloat(flag::Bool) = flag ? 1 : 2.5

function isa_branches(flag::Bool)
    y = intorfloat(flag)
    if y isa Int
        return y + 1
    else
        return y * 2.0
    end
end

# Reassigned after the test: the branch does not narrow the new value.
function reassigned(flag::Bool)
    x = maybe(flag)
    c = x === nothing
    x = maybe(!flag)
    if c
        return x
    end
    return 0
end

# Reassigned inside a branch: each path keeps its own type.
function inside(flag::Bool)
    x = maybe(flag)
    if x === nothing
        x = 2.5
    end
    return x
end

function loop_sum(n::Int)
    s = 0
    for i in 1:n
        s += i
    end
    return s
end

println(egal(true), egal(false), negated(true), negated(false), not_egal(true),
        not_egal(false), split_call(true), split_call(false), isa_branches(true),
        isa_branches(false), reassigned(true), reassigned(false), inside(true),
        inside(false), loop_sum(4))
