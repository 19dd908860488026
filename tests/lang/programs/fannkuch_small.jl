# fannkuch-redux from the benchmark game, n = 6.
function fannkuch(n)
    perm1 = collect(0:n-1)
    count = zeros(Int, n)
    maxflips = 0; checksum = 0; permcount = 0
    r = n
    while true
        while r != 1
            count[r] = r
            r -= 1
        end
        perm = copy(perm1)
        flips = 0
        k = perm[1]
        while k != 0
            reverse!(perm, 1, k + 1)
            flips += 1
            k = perm[1]
        end
        maxflips = max(maxflips, flips)
        checksum += iseven(permcount) ? flips : -flips
        while true
            r == n && return (checksum, maxflips)
            p0 = perm1[1]
            for i in 1:r
                perm1[i] = perm1[i+1]
            end
            perm1[r+1] = p0
            count[r+1] -= 1
            count[r+1] > 0 && break
            r += 1
        end
        permcount += 1
    end
end
c, m = fannkuch(6)
println(c, "\nPfannkuchen(6) = ", m)
#= expect
49
Pfannkuchen(6) = 10
=#
