# A name read for no value still raises UndefVarError when it is not defined.
try
    not_defined_anywhere
catch e
    showerror(stdout, e)
    println()
    println(e)
end
function f()
    also_not_defined
    return 1
end
try
    f()
catch e
    println(typeof(e), " ", e.var)
end
try
    [1, 2] + [1, 2, 3]
catch e
    showerror(stdout, e)
    println()
end
try
    [1 2; 3 4] - [1, 2]
catch e
    showerror(stdout, e)
    println()
end
#= expect
UndefVarError: `not_defined_anywhere` not defined in `Main`
UndefVarError(:not_defined_anywhere, Main)
UndefVarError also_not_defined
DimensionMismatch: dimensions must match: a has dims (Base.OneTo(2),), b has dims (Base.OneTo(3),), mismatch at 1
DimensionMismatch: dimensions must match: a has dims (Base.OneTo(2), Base.OneTo(2)), must have singleton at dim 2
=#
