# @boundscheck marks a check that @inbounds at an inlined call site may skip;
# the checked code runs as written otherwise.
@inline function getx(v, i)
    @boundscheck checkbounds(v, i)
    return v[i]
end
println(getx([10, 20], 2))
try
    getx([10, 20], 3)
catch e
    println(typeof(e))
end
function total(v)
    s = 0
    for i in eachindex(v)
        s += @inbounds getx(v, i)
    end
    return s
end
println(total([1, 2, 3]))
Base.@propagate_inbounds at(v, i) = v[i]
println(at([7, 8], 1))
#= expect
20
BoundsError
6
7
=#
