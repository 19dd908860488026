# Macros defined in another file (included by ../macros_other_file.jl).
macro repeat_block(n, ex)
    Expr(:block, [esc(ex) for _ in 1:n]...)
end
module Gen
export @getter
macro getter(name, value)
    f = Symbol("get_", name)
    esc(:($f() = $value))
end
end
