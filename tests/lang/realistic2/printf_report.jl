# A formatted report with Printf
using Printf

struct Sale
    region::String
    product::Symbol
    units::Int
    price::Float64
end

sales = [Sale("North", :widget, 120, 2.5), Sale("South", :gadget, 15, 19.99),
         Sale("North", :gadget, 7, 21.0), Sale("East", :widget, 300, 2.25),
         Sale("South", :widget, 42, 2.5), Sale("East", :gizmo, 3, 149.0)]

revenue(s::Sale) = s.units * s.price
@printf("%-8s %-8s %6s %9s %10s\n", "region", "product", "units", "price", "revenue")
println("-"^45)
for s in sort(sales, by = revenue, rev = true)
    @printf("%-8s %-8s %6d %9.2f %10.2f\n", s.region, s.product, s.units, s.price, revenue(s))
end
println("-"^45)
total = sum(revenue, sales)
@printf("%-24s %20.2f\n", "total", total)
byregion = Dict{String,Float64}()
for s in sales
    byregion[s.region] = get(byregion, s.region, 0.0) + revenue(s)
end
for (r, v) in sort(collect(byregion))
    @printf("%-6s %8.1f %5.1f%%\n", r, v, 100v / total)
end
line = @sprintf("%05d|%+d|%x|%o|%e|%.3g|%c|%s", 42, 7, 255, 8, 12345.678, 0.000123456, 'z', :sym)
println(line)
println(@sprintf("%8.3f|%-8.3f|% d|%#x", pi, -pi, 5, 255))
@printf("%s has %d items costing \$%.2f\n", "cart", 3, 9.5)
Printf.@printf("%3d%%\n", 50)
fmt = Printf.Format("%6.2f|")
println(Printf.format(fmt, 3.14159))
for (n, f) in [(1, 1.0), (10, 0.5), (100, 0.25)]
    print(@sprintf("%4d:%5.2f;", n, f))
end
println()
#= expect
region   product   units     price    revenue
---------------------------------------------
East     widget      300      2.25     675.00
East     gizmo         3    149.00     447.00
North    widget      120      2.50     300.00
South    gadget       15     19.99     299.85
North    gadget        7     21.00     147.00
South    widget       42      2.50     105.00
---------------------------------------------
total                                 1973.85
East     1122.0  56.8%
North     447.0  22.6%
South     404.8  20.5%
00042|+7|ff|10|1.234568e+04|0.000123|z|sym
   3.142|-3.142  | 5|0xff
cart has 3 items costing $9.50
 50%
  3.14|
   1: 1.00;  10: 0.50; 100: 0.25;
=#
