# Binary search over a sorted vector.
function bsearch(v, x)
    lo, hi = 1, length(v)
    while lo <= hi
        mid = (lo + hi) ÷ 2
        if v[mid] == x
            return mid
        elseif v[mid] < x
            lo = mid + 1
        else
            hi = mid - 1
        end
    end
    return nothing
end
v = collect(3:3:60)
for x in (3, 30, 60, 31, 0)
    r = bsearch(v, x)
    println(x, " -> ", r === nothing ? "absent" : r)
end
#= expect
3 -> 1
30 -> 10
60 -> 20
31 -> absent
0 -> absent
=#
