# Printf: C-style formatted output. Lowering expands `@printf` and `@sprintf` into
# `_printf(io, fmt, args...)` and `_sprintf(fmt, args...)` (docs/lowering.md);
# `Printf.Format` and `Printf.format` are the function forms.
module Printf

export Format, format

include("format.jl")
include("conversions.jl")

"""
    _printf(io, fmt::String, args...)

Writes `args` formatted by `fmt` to `io` (`@printf`).
"""
function _printf(io::IO, fmt::String, args...)
    print(io, _format_string(Format(fmt), args))
    return nothing
end

"""
    _sprintf(fmt::String, args...)

The String `@sprintf(fmt, args...)` gives.
"""
_sprintf(fmt::String, args...) = _format_string(Format(fmt), args)

format(io::IO, f::Format, args...) = (print(io, _format_string(f, args)); nothing)
format(f::Format, args...) = _format_string(f, args)

end
