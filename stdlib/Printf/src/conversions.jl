# Formatting arguments by their Specs, matching C's printf (Julia's Printf does).

function _format_string(f::Format, args::Tuple)
    if length(args) != f.nargs
        throw(ArgumentError(string("mismatch between # of format specifiers and provided args: ",
            f.nargs, " != ", length(args))))
    end
    io = IOBuffer()
    k = 1
    for p in f.parts
        if p isa String
            print(io, p)
            continue
        end
        spec = p
        width = spec.width
        if width == -2
            width = Int(args[k])
            k += 1
            if width < 0
                spec = Spec(true, spec.plus, spec.space, spec.zero, spec.alt, -width,
                            spec.precision, spec.conv)
                width = -width
            end
        end
        precision = spec.precision
        if precision == -2
            precision = Int(args[k])
            k += 1
        end
        print(io, _pad(spec, width, _convert(spec, precision, args[k])))
        k += 1
    end
    return String(take!(io))
end

# The padded field: (sign-and-prefix, body) laid out in `width` columns.
function _pad(spec::Spec, width::Int, parts::Tuple)
    prefix, body, numeric = parts
    # Columns, not characters: a wide (CJK, emoji) character fills two, as in Julia.
    n = textwidth(prefix) + textwidth(body)
    n >= width && return string(prefix, body)
    fill = width - n
    if spec.left
        return string(prefix, body, " "^fill)
    elseif spec.zero && numeric
        return string(prefix, "0"^fill, body)
    end
    return string(" "^fill, prefix, body)
end

_sign(spec::Spec, negative::Bool) = negative ? "-" : (spec.plus ? "+" : (spec.space ? " " : ""))

# (prefix, body, numeric) for one argument.
function _convert(spec::Spec, precision::Int, x)
    c = spec.conv
    if c == 'd' || c == 'i' || c == 'u'
        return _convert_int(spec, precision, _to_integer(x, spec), 10, false)
    elseif c == 'x' || c == 'X'
        return _convert_int(spec, precision, _to_integer(x, spec), 16, c == 'X')
    elseif c == 'o'
        return _convert_int(spec, precision, _to_integer(x, spec), 8, false)
    elseif c in "eEfFgGaA"
        return _convert_float(spec, precision, x)
    elseif c == 'c'
        return ("", string(x isa Integer ? Char(x) : x), false)
    elseif c == 's'
        s = x isa AbstractString ? String(x) : sprint(print, x)
        # `#`: a string quoted, a symbol with its colon (Julia's Printf).
        if spec.alt && x isa AbstractString
            s = string('"', s, '"')
        elseif spec.alt && x isa Symbol
            s = string(':', s)
        end
        if precision >= 0 && textwidth(s) > precision
            # The precision counts columns; a character that would pass it is left out.
            io = IOBuffer()
            w = 0
            for ch in s
                w += textwidth(ch)
                w > precision && break
                print(io, ch)
            end
            s = String(take!(io))
        end
        return ("", s, false)
    elseif c == 'p'
        return ("", string("0x", string(objectid(x); base = 16)), false)
    end
    throw(ArgumentError(string("invalid conversion %", c)))
end

_to_integer(x::Integer, spec) = x
_to_integer(x::Bool, spec) = Int(x)
function _to_integer(x::AbstractFloat, spec)
    isinteger(x) || throw(ArgumentError(string("%", spec.conv, " requires an integer, got ", x)))
    return Int(x)
end
_to_integer(x::AbstractChar, spec) = Int(x)
_to_integer(x, spec) = throw(ArgumentError(string("%", spec.conv, " format requires an integer argument, got ", typeof(x))))

function _convert_int(spec::Spec, precision::Int, x::Integer, base::Int, upper::Bool)
    negative = x < 0
    digits = string(x; base = base)
    negative && (digits = digits[2:end])
    upper && (digits = uppercase(digits))
    if precision >= 0
        precision == 0 && x == 0 && (digits = "")
        length(digits) < precision && (digits = string("0"^(precision - length(digits)), digits))
    end
    prefix = _sign(spec, negative)
    if spec.alt
        if base == 16 && x != 0
            prefix *= upper ? "0X" : "0x"
        elseif base == 8 && !startswith(digits, "0")
            digits = "0" * digits
        end
    end
    # A precision turns zero-padding off, as in C.
    return (prefix, digits, precision < 0)
end

function _convert_float(spec::Spec, precision::Int, x)
    v = x isa Real ? Float64(x) : throw(ArgumentError(string("%", spec.conv,
        " format requires a numeric argument, got ", typeof(x))))
    c = spec.conv
    if isnan(v) || isinf(v)
        body = isnan(v) ? "NaN" : "Inf"
        return (_sign(spec, !isnan(v) && v < 0), body, false)
    end
    negative = signbit(v)
    fmt = string("%", spec.alt ? "#" : "", precision >= 0 ? string(".", precision) : "",
                 c == 'F' ? 'f' : c)
    body = Core.Intrinsics.float_format(abs(v), fmt)
    return (_sign(spec, negative), body, true)
end
