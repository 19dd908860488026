# Misused built-in macros are errors; unknown macros (here @mymacro, @eval) throw when run.
@mymacro x
@eval f() = 1
@printf(fmt, x)
@assert
