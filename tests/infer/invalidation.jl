# kiln-args: --then invalidation.later
# Invalidation: the later file's definitions end exactly the CodeInstances
# whose edges they falsify, and those that depend on them; an unrelated
# method ends none (its count is 0).
area(x::Int) = 1
area(x) = 2
shape(x::Float64) = area(x)          # calls area(::Any) for a Float64
outer(x::Float64) = shape(x) + 1     # depends on shape
number_kind(x::Int) = kind(x)        # no method kind(::Int64) yet
kind(x::String) = "string"
plus(x::Int) = x + 1                 # Base's +(::Int64, ::Int64)
keep(x::Int) = area(x)               # area(::Int) stays the most specific

shape(1.0)
outer(1.0)
keep(1)
plus(1)
try
    number_kind(1)
catch
end
