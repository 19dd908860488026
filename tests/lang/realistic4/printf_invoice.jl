# An invoice and a units table formatted with @printf/@sprintf: widths, precision, flags, %e/%g/%x
using Printf

struct Line
    sku::String
    desc::String
    qty::Int
    price::Float64
end

lines = [
    Line("A-100", "Widget", 3, 4.25),
    Line("B-220", "Gadget, large", 1, 129.0),
    Line("C-007", "Sprocket", 12, 0.3),
    Line("D-999", "Thingamajig with a very long name", 2, 19.999),
]

@printf("%-6s %-20s %5s %9s %10s\n", "SKU", "Description", "Qty", "Price", "Total")
println("-"^54)
subtotal = 0.0
for l in lines
    global subtotal
    desc = length(l.desc) > 20 ? first(l.desc, 19) * "…" : l.desc
    total = l.qty * l.price
    subtotal += total
    @printf("%-6s %-20s %5d %9.2f %10.2f\n", l.sku, desc, l.qty, l.price, total)
end
tax = round(subtotal * 0.08, digits = 2)
@printf("%43s %10.2f\n", "Subtotal", subtotal)
@printf("%43s %10.2f\n", "Tax (8%)", tax)
@printf("%43s %10.2f\n", "TOTAL", subtotal + tax)

s = @sprintf("%05d|%+d|% d|%-5d|%x|%X|%o|%#x|%#o", 42, 42, 42, 42, 255, 255, 8, 255, 8)
println(s)
println(@sprintf("%.3e|%.2E|%g|%g|%g|%.3g", 12345.678, 0.000123, 1e-5, 123456789.0, 0.5, 2 / 3))
println(@sprintf("%8.3f|%-8.3f|%+.1f|%.0f|%.0f|%.0f", pi, pi, -2.25, 0.5, 1.5, 2.5))
println(@sprintf("%s|%10s|%-10s|%c|%5.1f%%", :sym, "right", "left", 'Z', 99.44))
println(@sprintf("%d items at %s each", 3, 1.5), " / ", @sprintf("%i", -7), " / ", @sprintf("%u", 7))
for (name, bytes) in [("tiny", 512), ("doc", 20_480), ("photo", 3_500_000), ("video", 7_340_032_000)]
    units = ("B", "KiB", "MiB", "GiB")
    v, u = float(bytes), 1
    while v >= 1024 && u < length(units)
        v /= 1024
        u += 1
    end
    @printf("%-6s %12d bytes = %7.2f %s\n", name, bytes, v, units[u])
end
fmt = Printf.Format("%-4s=%6.3f\n")
for (k, v) in (("a", 1.0), ("bb", -0.0625), ("ccc", 1e3))
    Printf.format(stdout, fmt, k, v)
end
#= expect
SKU    Description            Qty     Price      Total
------------------------------------------------------
A-100  Widget                   3      4.25      12.75
B-220  Gadget, large            1    129.00     129.00
C-007  Sprocket                12      0.30       3.60
D-999  Thingamajig with a …     2     20.00      40.00
                                   Subtotal     185.35
                                   Tax (8%)      14.83
                                      TOTAL     200.18
00042|+42| 42|42   |ff|FF|10|0xff|010
1.235e+04|1.23E-04|1e-05|1.23457e+08|0.5|0.667
   3.142|3.142   |-2.2|0|2|2
sym|     right|left      |Z| 99.4%
3 items at 1.5 each / -7 / 7
tiny            512 bytes =  512.00 B
doc           20480 bytes =   20.00 KiB
photo       3500000 bytes =    3.34 MiB
video    7340032000 bytes =    6.84 GiB
a   = 1.000
bb  =-0.062
ccc =1000.000
=#
