# Misused built-in macros are errors; unknown macros (here @mymacro, @othermacro) throw when run.
@mymacro x
@othermacro f() = 1
@printf(fmt, x)
@assert
