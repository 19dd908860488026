# @printf and @sprintf need a literal format string; they call Printf._printf
# (to Base.stdout or the given io) and Printf._sprintf.
using Printf
@printf("%d items, %.2f each\n", n, price)
@printf(stderr, "warning: %s\n", msg)
s = @sprintf("%5.1f%%", pct)
@printf "%s\n" name
