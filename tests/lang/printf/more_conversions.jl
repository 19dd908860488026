# More @printf conversions: string precision, octal and hex with #, exponents,
# %g with width, %c, non-string values with %s.
using Printf
@printf("%5.2s|\n", "abcdef")
@printf("%x %X %#o\n", 3054, 3054, 8)
@printf("%+.3e\n", -0.000123456)
@printf("%10.3g|\n", 1234567.0)
@printf("%c%c\n", 'K', 'i')
@printf("%s %s\n", 1.0, [1.5])
@printf("%5s|%-5s|\n", :ab, 'c')
println(@sprintf("%.0e", 12345.0))
println(@sprintf("%08.3f", -3.14159))
println(@sprintf("% .2f", 2.0))
println(@sprintf("%3d|%-3d|", 12345, 1))
println(@sprintf("%f %e", Inf, -Inf), " ", @sprintf("%5.1f|", NaN))
#= expect
   ab|
bee BEE 010
-1.235e-04
  1.23e+06|
Ki
1.0 [1.5]
   ab|c    |
1e+04
-003.142
 2.00
12345|1  |
Inf -Inf   NaN|
=#
