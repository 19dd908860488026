# Files and the OS (Julia manual, "Filesystem", "Networking and Streams"): IOStream,
# open/close, reading and writing files, paths, directories, ENV, Sys. Every access
# goes through the runtime's builtins over its one I/O layer (base::Env); a failure
# comes back as an errno and is raised as Julia raises it: `SystemError` for opening
# a file, `IOError` (libuv's texts) for the filesystem calls.

"""
    IOError(msg, code)

A filesystem or stream operation failed; `msg` is Julia's text, `code` libuv's
negative error number.
"""
struct IOError <: Exception
    msg::String
    code::Int32
end
showerror(io::IO, e::IOError) = print(io, "IOError: ", e.msg)
_uv_error(prefix::AbstractString, errno::Int) =
    throw(IOError(string(prefix, ": ", Core.fs_errtext(errno, true)), Int32(-errno)))
_errno_text(errno::Integer) = Core.fs_errtext(Int(errno), false)
_quoted(path) = repr(String(path))

# ---- IOStream: a file opened with `open` ----
# A file opened for reading is read whole when opened; one opened only for writing
# writes through to the file at each `write`. One opened for both ("r+", "w+", "a+")
# is read and written in `buf` and written back to the file by `flush` and `close`.
mutable struct IOStream <: IO
    name::String
    handle::Int          # > 0: open for writing through to the file
    buf::IOBuffer        # what reading sees
    isopen::Bool
    readable::Bool
    path::String         # non-empty: read and write; `buf` is written back here
    dirty::Bool          # `buf` has writes the file does not have yet
    append::Bool         # writes go to the end
end
IOStream(name, handle, buf, isopen, readable) =
    IOStream(name, handle, buf, isopen, readable, "", false, false)
show(io::IO, s::IOStream) = print(io, "IOStream(", s.name, ")")

function _open_read(p::String)
    data = Core.fs_read(p)
    data isa Int && throw(SystemError(string("opening file ", _quoted(p)), data))
    return data
end
# Creates the file (or empties it with `truncate`) as opening it for writing does.
function _open_create(p::String, truncate::Bool)
    h = Core.fs_open_write(p, !truncate)
    h < 0 && throw(SystemError(string("opening file ", _quoted(p)), -h))
    Core.fs_close(h)
    return nothing
end
function open(path::AbstractString, mode::AbstractString = "r")
    p = String(path)
    name = string("<file ", p, ">")
    if mode == "r"
        return IOStream(name, 0, IOBuffer(_open_read(p)), true, true)
    elseif mode == "w" || mode == "a"
        h = Core.fs_open_write(p, mode == "a")
        h < 0 && throw(SystemError(string("opening file ", _quoted(p)), -h))
        return IOStream(name, h, IOBuffer(), true, false)
    elseif mode == "r+"
        return IOStream(name, 0, IOBuffer(_open_read(p)), true, true, p, false, false)
    elseif mode == "w+"
        _open_create(p, true)
        return IOStream(name, 0, IOBuffer(), true, true, p, false, false)
    elseif mode == "a+"
        _open_create(p, false)
        buf = IOBuffer(_open_read(p))
        seekend(buf)
        return IOStream(name, 0, buf, true, true, p, false, true)
    end
    throw(ArgumentError(string("invalid open mode: ", mode)))
end
# Julia's open_flags: `write` alone creates and truncates; `append` and `truncate` imply
# `write`; `read` is the default when nothing is written.
function open(path::AbstractString; read::Union{Bool, Nothing} = nothing,
              write::Union{Bool, Nothing} = nothing, create::Union{Bool, Nothing} = nothing,
              truncate::Union{Bool, Nothing} = nothing, append::Union{Bool, Nothing} = nothing)
    if write === true && read !== true && append !== true
        create === nothing && (create = true)
        truncate === nothing && (truncate = true)
    end
    if truncate === true || append === true
        write === nothing && (write = true)
        create === nothing && (create = true)
    end
    wr = write === true
    rd = read === nothing ? !wr : read
    cr = create === true
    tr = truncate === true
    ap = append === true
    wr || return open(path, "r")
    p = String(path)
    if !rd && (tr || ap)
        return open(p, ap ? "a" : "w")
    end
    ap && return open(p, "a+")
    tr && return open(p, "w+")
    (cr && !isfile(p)) && _open_create(p, false)
    io = open(p, "r+")
    io.readable = rd
    return io
end
function open(f::Function, path::AbstractString, mode::AbstractString = "r")
    io = open(path, mode)
    try
        return f(io)
    finally
        close(io)
    end
end
function open(f::Function, path::AbstractString; kw...)
    io = open(path; kw...)
    try
        return f(io)
    finally
        close(io)
    end
end

function flush(s::IOStream)
    s.dirty || return nothing
    h = Core.fs_open_write(s.path, false)
    h < 0 && throw(SystemError(string("opening file ", _quoted(s.path)), -h))
    n = Core.fs_write(h, _content(s.buf))
    Core.fs_close(h)
    n < 0 && _uv_error("write", -n)
    s.dirty = false
    return nothing
end
function close(s::IOStream)
    s.isopen || return nothing
    flush(s)
    s.isopen = false
    if s.handle > 0
        err = Core.fs_close(s.handle)
        s.handle = 0
        err != 0 && _uv_error("close", err)
    end
    return nothing
end
isopen(s::IOStream) = s.isopen
isreadable(s::IOStream) = s.readable
iswritable(s::IOStream) = s.isopen && (s.handle > 0 || !isempty(s.path))

function write(s::IOStream, str::String)
    if s.handle <= 0
        (s.isopen && !isempty(s.path)) || throw(ArgumentError("write failed, IOStream is not writeable"))
        s.append && seekend(s.buf)
        s.dirty = true
        return write(s.buf, str)
    end
    n = Core.fs_write(s.handle, str)
    n < 0 && _uv_error("write", -n)
    return n
end
write(s::IOStream, c::Char) = write(s, string(c))
write(s::IOStream, b::UInt8) = write(s, String(UInt8[b]))
write(s::IOStream, v::Vector{UInt8}) = write(s, String(copy(v)))

function _check_readable(s::IOStream)
    s.readable || throw(ArgumentError("read failed, IOStream is not readable"))
    return s.buf
end
read(s::IOStream, ::Type{String}) = read(_check_readable(s), String)
read(s::IOStream, ::Type{Char}) = read(_check_readable(s), Char)
read(s::IOStream, ::Type{UInt8}) = read(_check_readable(s), UInt8)
read(s::IOStream, ::Type{T}) where {T <: Union{_WritableBits, Int128, UInt128}} =
    read(_check_readable(s), T)
read(s::IOStream) = read(_check_readable(s))
peek(s::IOStream, ::Type{T} = UInt8) where {T} = peek(_check_readable(s), T)
readavailable(s::IOStream) = read(_check_readable(s))
read(s::IOStream, n::Integer) = read(_check_readable(s), n)
readline(s::IOStream; keep::Bool = false) = readline(_check_readable(s); keep = keep)
eof(s::IOStream) = eof(_check_readable(s))
readuntil(s::IOStream, delim::Union{AbstractChar, AbstractString}; keep::Bool = false) = readuntil(_check_readable(s), delim; keep = keep)
readuntil(path::AbstractString, delim; keep::Bool = false) = open(io -> readuntil(io, delim; keep = keep), path)
seekstart(s::IOStream) = (seekstart(s.buf); s)
seekend(s::IOStream) = (seekend(s.buf); s)
seek(s::IOStream, n::Integer) = (seek(s.buf, n); s)
skip(s::IOStream, n::Integer) = (skip(s.buf, n); s)
position(s::IOStream) = position(s.buf)
function iterate(e::EachLine{IOStream}, state = nothing)
    eof(e.io) && return nothing
    return (readline(e.io; keep = e.keep), nothing)
end

# ---- Whole files by name ----
function read(path::AbstractString, ::Type{String})
    data = Core.fs_read(String(path))
    data isa Int && throw(SystemError(string("opening file ", _quoted(path)), data))
    return data
end
read(path::AbstractString) = Core.string_to_bytes(read(path, String))
readlines(path::AbstractString; keep::Bool = false) = readlines(open(path); keep = keep)
eachline(path::AbstractString; keep::Bool = false) = eachline(open(path); keep = keep)
readline(path::AbstractString; keep::Bool = false) = readline(open(path); keep = keep)
readchomp(path::AbstractString) = chomp(read(path, String))
countlines(path::AbstractString) = countlines(open(path))
function countlines(io::IO)
    n = 0
    for _ in eachline(io)
        n += 1
    end
    return n
end
write(path::AbstractString, x) = open(io -> write(io, x), path, "w")
function write(path::AbstractString, x, y, zs...)
    return open(io -> write(io, x, y, zs...), path, "w")
end

# ---- Paths ('/'-separated, as on Linux) ----
isabspath(p::AbstractString) = startswith(p, '/')
isdirpath(p::AbstractString) = endswith(p, '/') || basename(p) == "." || basename(p) == ".."
joinpath(a::AbstractString) = String(a)
function joinpath(a::AbstractString, b::AbstractString)
    isabspath(b) && return String(b)
    (isempty(a) || endswith(a, '/')) && return string(a, b)
    return string(a, '/', b)
end
joinpath(a::AbstractString, b::AbstractString, cs::AbstractString...) =
    joinpath(joinpath(a, b), cs...)
joinpath(parts::Union{Tuple, AbstractVector}) = joinpath(parts...)

# (directory, last part): the directory keeps no trailing slashes except the root.
# A POSIX path has no drive: ("", path).
splitdrive(p::AbstractString) = ("", String(p))
function splitdir(p::AbstractString)
    s = String(p)
    k = findlast('/', s)
    k === nothing && return ("", s)
    file = s[k+1:end]
    j = k
    while j > 1 && s[j-1] == '/'
        j -= 1
    end
    dir = j == 1 ? "/" : s[1:j-1]
    return (dir, file)
end
dirname(p::AbstractString) = splitdir(p)[1]
basename(p::AbstractString) = splitdir(p)[2]
# (path without extension, extension with its dot); a leading dot is no extension.
function splitext(p::AbstractString)
    s = String(p)
    dir, file = splitdir(s)
    k = findlast('.', file)
    (k === nothing || k == 1) && return (s, "")
    ext = file[k:end]
    return (s[1:ncodeunits(s)-ncodeunits(ext)], ext)
end
splitpath(p::AbstractString) = _splitpath(String(p))
function _splitpath(s::String)
    out = String[]
    isabspath(s) && push!(out, "/")
    for part in split(s, '/')
        isempty(part) || push!(out, String(part))
    end
    return out
end
function normpath(p::AbstractString)
    s = String(p)
    isempty(s) && return "."
    absolute = isabspath(s)
    trailing = endswith(s, '/') || endswith(s, "/.") || endswith(s, "/..") || s == "." || s == ".."
    parts = String[]
    for part in split(s, '/')
        if isempty(part) || part == "."
            continue
        elseif part == ".."
            if !isempty(parts) && parts[end] != ".."
                pop!(parts)
            elseif !absolute
                push!(parts, "..")
            end
        else
            push!(parts, String(part))
        end
    end
    body = join(parts, '/')
    out = absolute ? string('/', body) : body
    isempty(out) && return "."
    return trailing && !endswith(out, '/') ? string(out, '/') : out
end
abspath(p::AbstractString) = normpath(isabspath(p) ? String(p) : joinpath(pwd(), p))
abspath(a::AbstractString, b::AbstractString...) = abspath(joinpath(a, b...))
function realpath(p::AbstractString)
    r = Core.fs_realpath(String(p))
    r isa Int && _uv_error(string("realpath(", _quoted(p), ")"), r)
    return r
end
function relpath(path::AbstractString, startpath::AbstractString = ".")
    a = _splitpath(abspath(path))
    b = _splitpath(abspath(startpath))
    i = 0
    while i < min(length(a), length(b)) && a[i+1] == b[i+1]
        i += 1
    end
    parts = vcat(fill("..", length(b) - i), a[i+1:end])
    return isempty(parts) ? "." : join(parts, '/')
end
expanduser(p::AbstractString) =
    startswith(p, '~') && (length(p) == 1 || p[2] == '/') ? string(homedir(), p[2:end]) : String(p)
function contractuser(p::AbstractString)
    h = homedir()
    return startswith(p, h * "/") ? string('~', p[ncodeunits(h)+1:end]) : String(p)
end

function pwd()
    d = Core.fs_cwd()
    d isa Int && _uv_error("pwd()", d)
    return d
end
function cd(dir::AbstractString = homedir())
    err = Core.fs_cd(String(dir))
    err != 0 && _uv_error(string("cd(", _quoted(dir), ")"), err)
    return nothing
end
function cd(f::Function, dir::AbstractString = homedir())
    old = pwd()
    cd(dir)
    try
        return f()
    finally
        cd(old)
    end
end
homedir() = something(Core.env_get("HOME"), "/")
function tempdir()
    t = Core.env_get("TMPDIR")
    (t === nothing || isempty(t)) && return "/tmp"
    return length(t) > 1 && endswith(t, '/') ? chop(t) : t
end

filesize(s::IOStream) = s.readable || !isempty(s.path) ? s.buf.size : 0

# ---- Directories ----
function readdir(dir::AbstractString = pwd(); join::Bool = false, sort::Bool = true)
    names = Core.fs_readdir(String(dir))
    names isa Int && _uv_error(string("readdir(", _quoted(dir), ")"), names)
    return join ? [joinpath(dir, n) for n in names] : names
end
function mkdir(path::AbstractString; mode::Integer = 0o777)
    err = Core.fs_mkdir(String(path), Int(mode))
    err != 0 && _uv_error(string("mkdir(", _quoted(path), "; mode=0o",
                                 string(mode; base = 8), ")"), err)
    return String(path)
end
function mkpath(path::AbstractString; mode::Integer = 0o777)
    isdir(path) && return String(path)
    parent = dirname(normpath(path))
    (isempty(parent) || parent == path) || mkpath(parent; mode = mode)
    try
        mkdir(path; mode = mode)
    catch err
        (err isa IOError && isdir(path)) || rethrow()
    end
    return String(path)
end
function rm(path::AbstractString; force::Bool = false, recursive::Bool = false)
    p = String(path)
    if islink(p) || !isdir(p)
        err = Core.fs_unlink(p)
        err == 0 && return nothing
        force && err == 2 && return nothing   # ENOENT
        _uv_error(string("unlink(", _quoted(p), ")"), err)
    end
    if recursive
        for name in readdir(p)
            rm(joinpath(p, name); force = force, recursive = true)
        end
    end
    err = Core.fs_rmdir(p)
    err != 0 && _uv_error(string("rmdir(", _quoted(p), ")"), err)
    return nothing
end
function _check_target(dst::AbstractString, force::Bool, verb::AbstractString)
    if ispath(dst)
        force || throw(ArgumentError(string("'", dst, "' exists. `force=true` is required to remove '",
                                            dst, "' before ", verb, ".")))
        rm(dst; recursive = true)
    end
    return nothing
end
function cp(src::AbstractString, dst::AbstractString; force::Bool = false,
            follow_symlinks::Bool = false)
    _check_target(dst, force, "copying")
    if isdir(src)
        mkdir(dst)
        for name in readdir(src)
            cp(joinpath(src, name), joinpath(dst, name))
        end
    else
        write(dst, read(src, String))
    end
    return String(dst)
end
function mv(src::AbstractString, dst::AbstractString; force::Bool = false)
    _check_target(dst, force, "moving")
    err = Core.fs_rename(String(src), String(dst))
    err != 0 && _uv_error(string("rename(", _quoted(src), ", ", _quoted(dst), ")"), err)
    return String(dst)
end
function touch(path::AbstractString)
    ispath(path) || close(open(path, "a"))
    return String(path)
end

# (root, dirs, files) for each directory under `root`, parents first (topdown).
function walkdir(root::AbstractString; topdown::Bool = true, follow_symlinks::Bool = false)
    out = Tuple{String, Vector{String}, Vector{String}}[]
    _walkdir!(out, String(root), topdown)
    return out
end
function _walkdir!(out, root::String, topdown::Bool)
    dirs = String[]
    files = String[]
    for name in readdir(root)
        isdir(joinpath(root, name)) ? push!(dirs, name) : push!(files, name)
    end
    topdown && push!(out, (root, dirs, files))
    for d in dirs
        _walkdir!(out, joinpath(root, d), topdown)
    end
    topdown || push!(out, (root, dirs, files))
    return out
end

# ---- Temporary files and directories ----
const _temp_counter = Ref(0)
function _temp_suffix()
    _temp_counter[] += 1
    x = hash(time_ns(), hash(Core.process_id(), UInt(_temp_counter[])))
    chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    s = Char[]
    for _ in 1:10
        push!(s, chars[Int(x % 62) + 1])
        x = div(x, 62)
    end
    return String(s)
end
tempname(parent::AbstractString = tempdir()) = joinpath(parent, string("jl_", _temp_suffix()))
function mktemp(parent::AbstractString = tempdir())
    path = tempname(parent)
    return (path, open(path, "w"))
end
function mktemp(f::Function, parent::AbstractString = tempdir())
    path, io = mktemp(parent)
    try
        return f(path, io)
    finally
        close(io)
        rm(path; force = true)
    end
end
function mktempdir(parent::AbstractString = tempdir(); prefix::AbstractString = "jl_")
    while true
        path = joinpath(parent, string(prefix, _temp_suffix()))
        err = Core.fs_mkdir(path, 0o700)
        err == 0 && return path
        err == 17 || _uv_error(string("mktempdir(", _quoted(parent), ")"), err)  # EEXIST: again
    end
end
function mktempdir(f::Function, parent::AbstractString = tempdir(); prefix::AbstractString = "jl_")
    path = mktempdir(parent; prefix = prefix)
    try
        return f(path)
    finally
        rm(path; force = true, recursive = true)
    end
end

# ---- ENV: the process's environment variables ----
struct EnvDict <: AbstractDict{String, String} end
const ENV = EnvDict()
function getindex(::EnvDict, k::AbstractString)
    v = Core.env_get(String(k))
    v === nothing && throw(KeyError(String(k)))
    return v
end
function get(::EnvDict, k::AbstractString, default)
    v = Core.env_get(String(k))
    return v === nothing ? default : v
end
function get(f::Function, ::EnvDict, k::AbstractString)
    v = Core.env_get(String(k))
    return v === nothing ? f() : v
end
haskey(::EnvDict, k::AbstractString) = Core.env_get(String(k)) !== nothing
in(p::Pair, e::EnvDict) = get(e, p.first, nothing) == p.second
function setindex!(e::EnvDict, v, k::AbstractString)
    err = Core.env_set(String(k), string(v))
    err != 0 && throw(SystemError(string("setenv(", _quoted(k), ")"), err))
    return e
end
function delete!(e::EnvDict, k::AbstractString)
    Core.env_set(String(k))
    return e
end
function pop!(e::EnvDict, k::AbstractString, default)
    v = get(e, k, default)
    delete!(e, k)
    return v
end
function _env_pairs()
    out = Pair{String, String}[]
    for entry in Core.env_list()
        k = findfirst('=', entry)
        k === nothing && continue
        push!(out, entry[1:prevind(entry, k)] => entry[nextind(entry, k):end])
    end
    return out
end
length(::EnvDict) = length(Core.env_list())
function iterate(::EnvDict, state = (_env_pairs(), 1))
    ps, i = state
    i > length(ps) && return nothing
    return (ps[i], (ps, i + 1))
end
show(io::IO, ::EnvDict) = print(io, "Base.EnvDict()")
# f() with the variables set (a value of `nothing` unsets one), then restored.
function withenv(f, keyvals::Pair...)
    old = Pair{String, Any}[]
    for (key, val) in keyvals
        push!(old, String(key) => get(ENV, key, nothing))
        val !== nothing ? (ENV[key] = val) : delete!(ENV, key)
    end
    try
        return f()
    finally
        for (key, val) in old
            val !== nothing ? (ENV[key] = val) : delete!(ENV, key)
        end
    end
end

# ---- Time ----
time() = Core.time_wall_ns() / 1.0e9
