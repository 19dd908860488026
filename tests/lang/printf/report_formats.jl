# A report with the Printf formats scripts use.
using Printf
@printf("%5d|%-5d|%05d|%+d\n", 42, 42, 42, 42)
@printf("%.3f|%8.2f|%-8.2f|%e|%.2E\n", pi, 2.5, 2.5, 12345.678, 0.000123)
@printf("%g %g %g %g\n", 0.0001, 123456789.0, 1.5, 100000.0)
@printf("%x %X %o %#x %#o\n", 255, 255, 8, 255, 8)
@printf("%s and %s: %c%c\n", "this", :that, 'o', 'k')
@printf("%10s|%-10s|\n", "right", "left")
@printf("%%d literal, %5.1f%%\n", 99.44)
s = @sprintf("%08.3f", -3.14159)
println(s, " ", length(s))
println(@sprintf("%3s|%.2s", "abcdef", "abcdef"))
@printf("%d items at %.2f = %.2f\n", 3, 1.1, 3 * 1.1)
@printf("%i %u\n", -7, 7)
@printf("%.0f %.0f %.0f\n", 0.5, 1.5, 2.5)
@printf("% d % d\n", 5, -5)
@printf("%12.4e\n", 6.02214076e23)
@printf("%s\n", [1, 2])
@printf("%5s|%-6s|\n", true, nothing)
@printf(stdout, "%d-%d\n", 1, 2)
println(Printf.format(Printf.Format("%04d/%02d"), 2024, 3))
#= expect
   42|42   |00042|+42
3.142|    2.50|2.50    |1.234568e+04|1.23E-04
0.0001 1.23457e+08 1.5 100000
ff FF 10 0xff 010
this and that: ok
     right|left      |
%d literal,  99.4%
-003.142 8
abcdef|ab
3 items at 1.10 = 3.30
-7 7
0 2 2
 5 -5
  6.0221e+23
[1, 2]
 true|nothing|
1-2
2024/03
=#
