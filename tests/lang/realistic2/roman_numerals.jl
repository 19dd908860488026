# Rosetta: Roman numerals, encode and decode
const ROMAN = [1000 => "M", 900 => "CM", 500 => "D", 400 => "CD", 100 => "C", 90 => "XC",
               50 => "L", 40 => "XL", 10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I"]

function to_roman(n::Integer)
    n > 0 || throw(DomainError(n, "only positive numbers"))
    io = IOBuffer()
    for (v, s) in ROMAN
        while n >= v
            print(io, s)
            n -= v
        end
    end
    String(take!(io))
end

const VALUES = Dict('I' => 1, 'V' => 5, 'X' => 10, 'L' => 50,
                    'C' => 100, 'D' => 500, 'M' => 1000)

function from_roman(s::AbstractString)
    total = 0
    for (i, c) in enumerate(s)
        v = VALUES[c]
        if i < length(s) && v < VALUES[s[i+1]]
            total -= v
        else
            total += v
        end
    end
    return total
end

for n in (1990, 2008, 1666, 4, 3999, 14)
    r = to_roman(n)
    println(lpad(n, 5), " => ", rpad(r, 12), from_roman(r))
end
println(all(from_roman(to_roman(n)) == n for n in 1:3999))
try
    to_roman(0)
catch e
    println(typeof(e), ": ", e.msg)
end
println(sort(["MCM", "XL", "IX", "MMXX"], by = from_roman))
#= expect
 1990 => MCMXC       1990
 2008 => MMVIII      2008
 1666 => MDCLXVI     1666
    4 => IV          4
 3999 => MMMCMXCIX   3999
   14 => XIV         14
true
DomainError: only positive numbers
["IX", "XL", "MCM", "MMXX"]
=#
