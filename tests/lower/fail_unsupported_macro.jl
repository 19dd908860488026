# Only the built-in macros exist; user macros and @eval are errors.
@mymacro x
@eval f() = 1
@printf(fmt, x)
@assert
