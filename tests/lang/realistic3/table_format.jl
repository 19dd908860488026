# Formatting a report: padding, alignment, @sprintf widths, thousands separators, and a bar chart
using Printf

sales = [("North", 12500.5, 0.12), ("South", 8300.0, -0.035), ("East", 15120.75, 0.2),
         ("West", 950.25, 0.0), ("Central", 10000.0, 0.075)]

function thousands(x::Integer)
    s = string(abs(x))
    groups = String[]
    while length(s) > 3
        pushfirst!(groups, s[end-2:end])
        s = s[1:end-3]
    end
    pushfirst!(groups, s)
    (x < 0 ? "-" : "") * join(groups, ",")
end

header = @sprintf("%-8s|%12s|%8s|%s", "region", "revenue", "growth", "chart")
println(header)
println(repeat("-", length(header) + 10))
maxrev = maximum(s -> s[2], sales)
for (region, rev, growth) in sort(sales; by = s -> s[2], rev = true)
    bar = "#"^round(Int, 10 * rev / maxrev)
    @printf("%-8s|%12.2f|%+7.1f%%|%s\n", region, rev, 100 * growth, bar)
end
total = sum(s -> s[2], sales)
@printf("%-8s|%12.2f|%8s|\n", "total", total, "")
println("total (rounded): ", thousands(round(Int, total)), " / ", thousands(-1234567), " / ", thousands(999))
println(lpad("right", 10, '.'), "|", rpad("left", 10, '.'), "|", lpad(7, 3, '0'))
println(@sprintf("%.3e", total), " ", @sprintf("%10.4g|", pi), " ", @sprintf("%-10d|", 42), " ", @sprintf("%x %o %X", 255, 8, 48879))
println(@sprintf("%5s|%-5s|%c|%%", "ab", "cd", 'Z'), " ", @sprintf("%08.3f", -3.14159), " ", @sprintf("%.0f %.0f", 0.4, 1.6))
println(string(1.0), " ", string(100.0), " ", 1e6, " ", 1.5e-5, " ", 123456789.0, " ", 0.1 + 0.2, " ", 2.0^60)
println(round(2.675; digits = 2), " ", round(-0.5), " ", round(Int, 2.5), " ", trunc(Int, -2.7), " ", ceil(1.01), " ", floor(-1.01))
#= expect
region  |     revenue|  growth|chart
----------------------------------------------
East    |    15120.75|  +20.0%|##########
North   |    12500.50|  +12.0%|########
Central |    10000.00|   +7.5%|#######
South   |     8300.00|   -3.5%|#####
West    |      950.25|   +0.0%|#
total   |    46871.50|        |
total (rounded): 46,872 / -1,234,567 / 999
.....right|left......|007
4.687e+04      3.142| 42        | ff 10 BEEF
   ab|cd   |Z|% -003.142 0 2
1.0 100.0 1.0e6 1.5e-5 1.23456789e8 0.30000000000000004 1.152921504606847e18
2.68 -0.0 2 -2 2.0 -2.0
=#
