# @printf float conversions %f %e %g with width, precision and flags.
using Printf
@printf("%f\n", 3.14159)
@printf("%.2f\n", 3.14159)
@printf("%8.3f|\n", 3.14159)
@printf("%-8.2f|\n", 2.5)
@printf("%08.2f\n", -2.5)
@printf("%+.1f\n", 2.26)
@printf("%e\n", 12345.678)
@printf("%.2e\n", 0.000123)
@printf("%E\n", 1.5)
@printf("%10.4e|\n", 3.14159)
@printf("%g\n", 0.0001)
@printf("%g\n", 123456789.0)
@printf("%g\n", 100.0)
@printf("%g\n", 2.5)
@printf("%g\n", 1e-5)
@printf("%.3g\n", 3.14159)
@printf("%.0f\n", 2.7)
@printf("%.1f%%\n", 45.67)
@printf("%f\n", 1e10)
@printf("%.2f\n", 7)
#= expect
3.141590
3.14
   3.142|
2.50    |
-0002.50
+2.3
1.234568e+04
1.23e-04
1.500000E+00
3.1416e+00|
0.0001
1.23457e+08
100
2.5
1e-05
3.14
3
45.7%
10000000000.000000
7.00
=#
