# I/O: the standard streams (over Core.io_write / io_readline / io_readall, which
# buffer in the runtime), IOBuffer, IOContext, and print/println/write/read,
# readline, eachline, sprint, string and repr.

# ---- The standard streams ----
"""
    FDStream(fd)

Standard output (fd 1) or standard error (fd 2).
"""
struct FDStream <: IO
    fd::Int
end
struct StdinStream <: IO end
const stdout = FDStream(1)
const stderr = FDStream(2)
const stdin = StdinStream()

# How many bytes were written to stderr so far (`@test_nowarn` compares two counts).
const _stderr_written = Int[0]
function _fd_wrote(fd::Int, n::Int)
    fd == 2 && (_stderr_written[1] += n)
    return n
end
write(io::FDStream, s::String) = _fd_wrote(io.fd, Core.io_write(io.fd, s))
write(io::FDStream, c::Char) = _fd_wrote(io.fd, Core.io_write(io.fd, c))
write(io::FDStream, b::UInt8) = _fd_wrote(io.fd, Core.io_write(io.fd, b))
write(io::FDStream, v::Vector{UInt8}) = _fd_wrote(io.fd, Core.io_write(io.fd, v))
write(io::IO, s::AbstractString) = write(io, String(s))
write(io::IO, s::Symbol) = write(io, String(s))
function write(io::IO, x, y, zs...)
    n = write(io, x) + write(io, y)
    for z in zs
        n += write(io, z)
    end
    return n
end
flush(io::IO) = Core.io_flush()
close(io::IO) = nothing
isopen(io::IO) = true

# ---- Reading standard input ----
# Text taken from stdin but not yet consumed (what read(stdin, Char) and readuntil read
# past): every reader of stdin takes it first.
mutable struct _StdinPending
    s::String
end
const _stdin_pending = _StdinPending("")
# The next line of stdin (newline kept), `nothing` at its end.
function _stdin_line(keep::Bool)
    p = _stdin_pending.s
    isempty(p) && return Core.io_readline(keep)
    k = Core.string_search(p, "\n", 1)
    if k == 0
        _stdin_pending.s = ""
        more = Core.io_readline(keep)
        return more === nothing ? p : string(p, more)
    end
    _stdin_pending.s = k == ncodeunits(p) ? "" : _substr(p, k + 1, ncodeunits(p))
    line = _substr(p, 1, k)
    return keep ? line : chomp(line)
end
function readline(io::StdinStream = stdin; keep::Bool = false)
    line = _stdin_line(keep)
    return line === nothing ? "" : line
end
function read(io::StdinStream, ::Type{String})
    p = _stdin_pending.s
    _stdin_pending.s = ""
    return isempty(p) ? Core.io_readall() : string(p, Core.io_readall())
end
readchomp(io::IO) = chomp(read(io, String))
eof(io::StdinStream) = isempty(_stdin_pending.s) && Core.io_eof()
function read(io::StdinStream, ::Type{Char})
    if isempty(_stdin_pending.s)
        line = Core.io_readline(true)
        (line === nothing || isempty(line)) && throw(EOFError())
        _stdin_pending.s = line
    end
    p = _stdin_pending.s
    c, next = iterate(p)
    _stdin_pending.s = next > ncodeunits(p) ? "" : _substr(p, next, ncodeunits(p))
    return c
end
function readlines(io::IO = stdin; keep::Bool = false)
    lines = String[]
    for l in eachline(io; keep = keep)
        push!(lines, l)
    end
    return lines
end

"""
    eachline(io = stdin; keep = false)

Iterates over the lines of `io`, without their newlines unless `keep`.
"""
struct EachLine{IOT<:IO}
    io::IOT
    keep::Bool
end
eachline(io::IO = stdin; keep::Bool = false) = EachLine(io, keep)
IteratorSize(::Type{<:EachLine}) = SizeUnknown()
eltype(::Type{<:EachLine}) = String
function iterate(e::EachLine{StdinStream}, state = nothing)
    line = _stdin_line(e.keep)
    line === nothing && return nothing
    return (line, nothing)
end

# ---- IOBuffer: text written in pieces, or read from a string ----
# Writes append (as Julia's IOBuffer() does at its end); reads start at `pos`.
mutable struct IOBuffer <: IO
    pieces::Vector{Any}     # Strings and Chars written since the last read
    data::String            # the content before them
    pos::Int                # next byte to read
    size::Int               # bytes of data and pieces
end
IOBuffer() = IOBuffer(Any[], "", 1, 0)
IOBuffer(s::AbstractString) = (d = String(s); IOBuffer(Any[], d, 1, ncodeunits(d)))
IOBuffer(v::Vector{UInt8}) = IOBuffer(String(copy(v)))
function write(io::IOBuffer, s::String)
    io.pos <= io.size && return _overwrite!(io, s)
    push!(io.pieces, s)
    n = ncodeunits(s)
    io.size += n
    io.pos = io.size + 1
    return n
end
function write(io::IOBuffer, c::Char)
    io.pos <= io.size && return _overwrite!(io, string(c))
    push!(io.pieces, c)
    n = ncodeunits(c)
    io.size += n
    io.pos = io.size + 1
    return n
end
# A write after a seek back replaces the bytes at the position (and may go past the end).
function _overwrite!(io::IOBuffer, s::String)
    d = _content(io)
    n = ncodeunits(s)
    stop = io.pos + n
    after = stop <= ncodeunits(d) ? _substr(d, stop, ncodeunits(d)) : ""
    io.data = Core.string_concat(_substr(d, 1, io.pos - 1), s, after)
    io.size = ncodeunits(io.data)
    io.pos = stop
    return n
end
write(io::IOBuffer, b::UInt8) = write(io, String(UInt8[b]))
write(io::IOBuffer, v::Vector{UInt8}) = write(io, String(copy(v)))
# The whole content as one String.
function _content(io::IOBuffer)
    p = io.pieces
    isempty(p) && return io.data
    # The pieces are Strings and Chars: one runtime call, without splatting them.
    s = length(p) == 1 && p[1] isa String ? p[1] : Core.string_join(SubString{String}, p, "", "")::String
    d = isempty(io.data) ? s : Core.string_concat(io.data, s)
    io.data = d
    io.pieces = Any[]
    return d
end
# The content as one String; the buffer becomes empty.
function _take_string!(io::IOBuffer)
    s = _content(io)
    io.data = ""
    io.pos = 1
    io.size = 0
    return s
end
take!(io::IOBuffer) = Core.string_to_bytes(_take_string!(io))
String(io::IOBuffer) = _take_string!(io)
function read(io::IOBuffer, ::Type{String})
    d = _content(io)
    s = _substr(d, io.pos, ncodeunits(d))
    io.pos = ncodeunits(d) + 1
    return s
end
read(io::IOBuffer) = Core.string_to_bytes(read(io, String))
function read(io::IOBuffer, n::Integer)
    d = _content(io)
    stop = min(ncodeunits(d), io.pos + Int(n) - 1)
    s = _substr(d, io.pos, stop)
    io.pos = stop + 1
    return Core.string_to_bytes(s)
end
function read(io::IOBuffer, ::Type{UInt8})
    eof(io) && throw(EOFError())
    b = codeunit(_content(io), io.pos)
    io.pos += 1
    return b
end
eof(io::IOBuffer) = io.pos > io.size
position(io::IOBuffer) = io.pos - 1
seek(io::IOBuffer, n::Integer) = (io.pos = Int(n) + 1; io)
seekend(io::IOBuffer) = (io.pos = io.size + 1; io)
skip(io::IOBuffer, n::Integer) = (io.pos += Int(n); io)
bytesavailable(io::IOBuffer) = io.size - io.pos + 1
function readline(io::IOBuffer; keep::Bool = false)
    eof(io) && return ""
    d = _content(io)
    k = Core.string_search(d, "\n", io.pos)
    stop = k == 0 ? ncodeunits(d) : k
    line = _substr(d, io.pos, keep || k == 0 ? stop : stop - 1)
    io.pos = stop + 1
    return line
end
# The text up to the first `delim` (a character or string), which is consumed and kept
# only with `keep`; the rest of the stream when it does not occur.
function readuntil(io::IOBuffer, delim::Union{AbstractChar, AbstractString}; keep::Bool = false)
    eof(io) && return ""
    d = _content(io)
    t = string(delim)
    k = Core.string_search(d, t, io.pos)
    if k == 0
        s = _substr(d, io.pos, ncodeunits(d))
        io.pos = ncodeunits(d) + 1
        return s
    end
    stop = k + ncodeunits(t) - 1
    s = k == io.pos && !keep ? "" : _substr(d, io.pos, keep ? stop : k - 1)
    io.pos = stop + 1
    return s
end
function readuntil(io::IO, delim::Union{AbstractChar, AbstractString}; keep::Bool = false)
    t = string(delim)
    acc = ""
    while !eof(io)
        acc = string(acc, read(io, Char))
        if endswith(acc, t)
            return keep ? acc : acc[1:prevind(acc, ncodeunits(acc) - ncodeunits(t) + 1)]
        end
    end
    return acc
end
function iterate(e::EachLine{IOBuffer}, state = nothing)
    eof(e.io) && return nothing
    return (readline(e.io; keep = e.keep), nothing)
end
function read(io::IOBuffer, ::Type{Char})
    eof(io) && throw(EOFError())
    c, next = iterate(_content(io), io.pos)
    io.pos = next
    return c
end
seekstart(io::IOBuffer) = (io.pos = 1; io)

# ---- IOContext: an IO with properties (:typeinfo, :compact ...) ----
# A chain of properties, newest first. Each node also keeps which of the well-known
# keys the chain holds (a miss is answered without a walk) and the nearest
# :SHOWN_SET node below it, so that showing a value nested N deep costs no walk of
# the whole chain at every level.
struct _IOProperty
    key::Symbol
    value::Any
    next::Union{_IOProperty, Nothing}
    mask::UInt
    shown::Union{_IOProperty, Nothing}  # the nearest :SHOWN_SET node in `next`'s chain
end
_ioprop_bit(k::Symbol) = k === :typeinfo ? UInt(1) : k === :compact ? UInt(2) :
    k === :limit ? UInt(4) : k === :SHOWN_SET ? UInt(8) : k === :color ? UInt(16) :
    k === :module ? UInt(32) : k === :displaysize ? UInt(64) : UInt(0)
function _IOProperty(key::Symbol, value, next::Union{_IOProperty, Nothing})
    next === nothing && return _IOProperty(key, value, next, _ioprop_bit(key), nothing)
    shown = next.key === :SHOWN_SET ? next : next.shown
    return _IOProperty(key, value, next, _ioprop_bit(key) | next.mask, shown)
end
struct IOContext{IO_t<:IO} <: IO
    io::IO_t
    props::Union{_IOProperty, Nothing}
end
IOContext(io::IO) = IOContext{typeof(io)}(io, nothing)
IOContext(io::IOContext) = io
IOContext(io::IO, p::Pair) = IOContext{typeof(io)}(io, _IOProperty(p.first, p.second, nothing))
IOContext(io::IOContext, p::Pair) =
    IOContext{typeof(io.io)}(io.io, _IOProperty(p.first, p.second, io.props))
IOContext(io::IO, p::Pair, ps::Pair...) = IOContext(IOContext(io, p), ps...)
IOContext(io::IO, ctx::IOContext) = IOContext{typeof(io)}(io, ctx.props)
function get(io::IOContext, key::Symbol, default)
    p = io.props
    bit = _ioprop_bit(key)
    (p === nothing || (bit != 0 && p.mask & bit == 0)) && return default
    while p !== nothing
        p.key === key && return p.value
        p = p.next
    end
    return default
end
get(io::IO, key::Symbol, default) = default
haskey(io::IOContext, key::Symbol) = get(io, key, _secret_default) !== _secret_default
haskey(io::IO, key::Symbol) = false
write(io::IOContext, x::Union{String, Char, UInt8, Vector{UInt8}}) = write(io.io, x)
flush(io::IOContext) = flush(io.io)

# ---- print and println ----
print(io::IO, x) = show(io, x)

# printstyled: colours and styles are for terminals with colour on; Kiln's output has
# none (as `julia` to a pipe or file), so the text is printed as it is.
printstyled(io::IO, msg...; bold::Bool = false, italic::Bool = false, underline::Bool = false,
            blink::Bool = false, reverse::Bool = false, hidden::Bool = false,
            color::Union{Int, Symbol} = :normal) = print(io, msg...)
printstyled(msg...; kwargs...) = printstyled(stdout, msg...; kwargs...)
print(io::IO, s::AbstractString) = (write(io, s); nothing)
print(io::IO, c::Char) = (write(io, c); nothing)
print(io::IO, s::Symbol) = (write(io, String(s)); nothing)
print(io::IO, x::BitInteger) = (write(io, string(x)); nothing)
print(io::IO, x::Bool) = (write(io, x ? "true" : "false"); nothing)
print(io::IO, x::Float64) = (write(io, Core.Intrinsics.float_to_string(x)); nothing)
print(io::IO, ::Nothing) = (write(io, "nothing"); nothing)
function print(io::IO, x, y, zs...)
    print(io, x)
    print(io, y)
    for z in zs
        print(io, z)
    end
    return nothing
end
print(x) = print(stdout, x)
show(x) = show(stdout, x)
print(x, y, zs...) = print(stdout, x, y, zs...)
print(io::IO) = nothing
println(io::IO) = (write(io, '\n'); nothing)
function println(io::IO, xs...)
    for x in xs
        print(io, x)
    end
    write(io, '\n')
    return nothing
end
println() = println(stdout)
println(xs...) = println(stdout, xs...)
# `println(x)` with x not an IO prints to stdout.
println(x) = (print(stdout, x); write(stdout, '\n'); nothing)

"""
    sprint(f, args...; context = nothing)

The text `f(io, args...)` writes to an IO (an IOContext with `context`).
"""
function sprint(f, args...; context = nothing)
    buf = IOBuffer()
    if context === nothing
        f(buf, args...)
    else
        f(context isa Pair ? IOContext(buf, context) : IOContext(buf, context), args...)
    end
    return _take_string!(buf)
end

# ---- string and repr ----
function string(xs...)
    # Strings, SubStrings, Chars and Symbols: one String made by the runtime.
    s = Core.string_join(SubString{String}, xs, "", "")
    s === nothing || return s
    buf = IOBuffer()
    for x in xs
        print(buf, x)
    end
    return _take_string!(buf)
end
string(x) = (buf = IOBuffer(); print(buf, x); _take_string!(buf))
repr(x; context = nothing) = sprint(show, x; context = context)

# ---- The program's command line ----
# The driver fills ARGS (push!) and sets PROGRAM_FILE before running the program.
const ARGS = String[]
# Where `using` looks for packages (source/code_loading.h); the driver fills it.
const LOAD_PATH = String[]
PROGRAM_FILE = ""

# ---- Binary writes: a number's bytes, least significant first (x86-64 order) ----
const _WritableBits = Union{Int8, Int16, Int32, Int64, UInt16, UInt32, UInt64, Float32, Float64, Bool}
_bits_of(x::Union{Int8, Int16, Int32, Int64, UInt16, UInt32, UInt64}) = x % UInt64
_bits_of(x::Float64) = bitcast(UInt64, x)
_bits_of(x::Float32) = bitcast(UInt32, x) % UInt64
_bits_of(x::Bool) = x ? 0x0000000000000001 : 0x0000000000000000
_bits_of(x::UInt8) = x % UInt64
function _append_bytes!(out::Vector{UInt8}, x)
    u = _bits_of(x)
    for i in 1:sizeof(x)
        push!(out, (u >> (8 * (i - 1))) % UInt8)
    end
    return out
end
write(io::IO, x::_WritableBits) = write(io, _append_bytes!(UInt8[], x))
function write(io::IO, A::Array{T}) where {T<:Union{_WritableBits, UInt8}}
    out = UInt8[]
    for x in A
        _append_bytes!(out, x)
    end
    return write(io, out)
end

# ---- Binary reads: the inverse of the writes above ----
_bits_uint(::Type{T}) where {T} = sizeof(T) == 1 ? UInt8 : sizeof(T) == 2 ? UInt16 :
                                  sizeof(T) == 4 ? UInt32 : UInt64
function read(io::IO, ::Type{T}) where {T <: Union{_WritableBits, Int128, UInt128}}
    T === Bool && return read(io, UInt8) != 0x00
    U = T === Int128 || T === UInt128 ? UInt128 : _bits_uint(T)
    u = zero(U)
    for i in 0:sizeof(T)-1
        eof(io) && throw(EOFError())
        u |= U(read(io, UInt8)) << (8 * i)
    end
    return T <: Integer ? u % T : bitcast(T, u)
end
function read!(io::IO, A::Array{T}) where {T <: Union{_WritableBits, UInt8}}
    for i in 1:length(A)
        A[i] = read(io, T)
    end
    return A
end

# ---- Looking ahead: peek, skipchars, readavailable, mark/reset ----
function peek(io::IOBuffer, ::Type{T} = UInt8) where {T}
    p = io.pos
    x = read(io, T)
    io.pos = p
    return x
end
function skipchars(predicate, io::IO; linecomment = nothing)
    while !eof(io)
        c = peek(io, Char)
        if linecomment !== nothing && c == linecomment
            readline(io)
        elseif predicate(c)
            read(io, Char)
        else
            break
        end
    end
    return io
end
readavailable(io::IOBuffer) = read(io)
