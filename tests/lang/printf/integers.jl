# @printf integer conversions with width, precision and flags, as in C.
using Printf
@printf("%d\n", 42)
@printf("%5d|\n", 42)
@printf("%-5d|\n", 42)
@printf("%05d\n", 42)
@printf("%+d %+d\n", 5, -5)
@printf("% d\n", 7)
@printf("% 5d|\n", 42)
@printf("%+05d\n", 42)
@printf("%-10d|\n", -42)
@printf("%i\n", -3)
@printf("%u\n", 17)
@printf("%x %X %o\n", 255, 255, 8)
@printf("%#x %#o\n", 255, 8)
@printf("%5.3d|\n", 7)
@printf("%d items\n", 3)
@printf("%d %d\n", typemax(Int), typemin(Int))
# A Bool is an integer to %d (Julia prints 1/0) and text to %s.
@printf("%d %d %s %5d|\n", true, false, true, true)
#= expect
42
   42|
42   |
00042
+5 -5
 7
   42|
+0042
-42       |
-3
17
ff FF 10
0xff 010
  007|
3 items
9223372036854775807 -9223372036854775808
1 0 true     1|
=#
