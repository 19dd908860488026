# The status of a path (Julia's stat.jl): `stat`/`lstat` give a StatStruct with
# struct stat's fields, in Julia's order and types; the predicates on its mode,
# its two printed forms, `chmod`.

"""
    StatStruct

What `stat(path)` returns: the path (`desc`), `device`, `inode`, `mode` (file type
and permission bits), `nlink`, `uid`, `gid`, `rdev`, `size`, `blksize`, `blocks`
(of 512 bytes), `mtime` and `ctime` (seconds since the epoch), and `ioerrno`
(libuv's negative error number when the path has no status, else 0).
"""
struct StatStruct
    desc::String
    device::UInt
    inode::UInt
    mode::UInt
    nlink::Int
    uid::UInt
    gid::UInt
    rdev::UInt
    size::Int64
    blksize::Int64
    blocks::Int64
    mtime::Float64
    ctime::Float64
    ioerrno::Int32
end
function ==(x::StatStruct, y::StatStruct)
    for i in 2:nfields(x)
        getfield(x, i) === getfield(y, i) || return false
    end
    return true
end
function hash(s::StatStruct, h::UInt)
    for i in 2:nfields(s)
        h = hash(getfield(s, i), h)
    end
    return h
end

# ENOENT, ENOTDIR and EINVAL mean "no such path"; any other failure is an IOError.
function _stat(path::AbstractString, follow::Bool)
    p = String(path)
    err, dev, ino, mode, nlink, uid, gid, rdev, size, blksize, blocks, mt, ct =
        Core.fs_stat(p, follow)
    err in (0, 2, 20, 22) ||
        _uv_error(string(follow ? "stat(" : "lstat(", _quoted(p), ")"), err)
    return StatStruct(p, UInt(dev), UInt(ino), UInt(mode), nlink, UInt(uid), UInt(gid),
                      UInt(rdev), size, blksize, blocks, mt / 1e9, ct / 1e9, Int32(-err))
end
stat(path::AbstractString) = _stat(path, true)
lstat(path::AbstractString) = _stat(path, false)
stat(path::AbstractString, paths::AbstractString...) = stat(joinpath(path, paths...))
lstat(path::AbstractString, paths::AbstractString...) = lstat(joinpath(path, paths...))

filemode(s::StatStruct) = s.mode
filesize(s::StatStruct) = s.size
mtime(s::StatStruct) = s.mtime
ctime(s::StatStruct) = s.ctime
ispath(s::StatStruct) = s.ioerrno == 0
isfifo(s::StatStruct) = filemode(s) & 0xf000 == 0x1000
ischardev(s::StatStruct) = filemode(s) & 0xf000 == 0x2000
isdir(s::StatStruct) = filemode(s) & 0xf000 == 0x4000
isblockdev(s::StatStruct) = filemode(s) & 0xf000 == 0x6000
isfile(s::StatStruct) = filemode(s) & 0xf000 == 0x8000
islink(s::StatStruct) = filemode(s) & 0xf000 == 0xa000
issocket(s::StatStruct) = filemode(s) & 0xf000 == 0xc000
issetuid(s::StatStruct) = (filemode(s) & 0o4000) > 0
issetgid(s::StatStruct) = (filemode(s) & 0o2000) > 0
issticky(s::StatStruct) = (filemode(s) & 0o1000) > 0
uperm(s::StatStruct) = UInt8((filemode(s) >> 6) & 0x7)
gperm(s::StatStruct) = UInt8((filemode(s) >> 3) & 0x7)
operm(s::StatStruct) = UInt8(filemode(s) & 0x7)
# Each also of a path (Base has no @eval loops).
ispath(path::AbstractString...) = ispath(stat(path...))
isfifo(path::AbstractString...) = isfifo(stat(path...))
ischardev(path::AbstractString...) = ischardev(stat(path...))
isdir(path::AbstractString...) = isdir(stat(path...))
isblockdev(path::AbstractString...) = isblockdev(stat(path...))
isfile(path::AbstractString...) = isfile(stat(path...))
issocket(path::AbstractString...) = issocket(stat(path...))
issetuid(path::AbstractString...) = issetuid(stat(path...))
issetgid(path::AbstractString...) = issetgid(stat(path...))
issticky(path::AbstractString...) = issticky(stat(path...))
uperm(path::AbstractString...) = uperm(stat(path...))
gperm(path::AbstractString...) = gperm(stat(path...))
operm(path::AbstractString...) = operm(stat(path...))
filemode(path::AbstractString...) = filemode(stat(path...))
filesize(path::AbstractString...) = filesize(stat(path...))
mtime(path::AbstractString...) = mtime(stat(path...))
ctime(path::AbstractString...) = ctime(stat(path...))
islink(path::AbstractString...) = islink(lstat(path...))
samefile(a::StatStruct, b::StatStruct) = a.device == b.device && a.inode == b.inode
function samefile(a::AbstractString, b::AbstractString)
    sa, sb = stat(a), stat(b)
    return ispath(sa) && ispath(sb) && samefile(sa, sb)
end

# `ls -l`'s ten characters: the type, then rwx for user, group and others with
# the set-id and sticky bits in the x places.
function filemode_string(mode::Integer)
    m = UInt(mode)
    t = m & 0o170000
    out = IOBuffer()
    print(out, t == 0o120000 ? 'l' : t == 0o140000 ? 's' : t == 0o100000 ? '-' :
               t == 0o060000 ? 'b' : t == 0o040000 ? 'd' : t == 0o020000 ? 'c' :
               t == 0o010000 ? 'p' : '-')
    for (shift, special, lower, upper) in ((6, 0o4000, 's', 'S'), (3, 0o2000, 's', 'S'),
                                           (0, 0o1000, 't', 'T'))
        bits = (m >> shift) & 0o7
        print(out, bits & 0o4 != 0 ? 'r' : '-', bits & 0o2 != 0 ? 'w' : '-')
        x = bits & 0o1 != 0
        print(out, m & special != 0 ? (x ? lower : upper) : (x ? 'x' : '-'))
    end
    return String(take!(out))
end
filemode_string(s::StatStruct) = filemode_string(s.mode)

# A time as `stat` shows it: ISO 8601 in local time, then how long ago.
function _iso_datetime_with_relative(t, tnow)
    str = Libc.strftime("%FT%T%z", t)
    secdiff = t - tnow
    for (d, name) in ((24 * 60 * 60, "day"), (60 * 60, "hour"), (60, "minute"), (1, "second"))
        tdiff = round(Int, div(abs(secdiff), d))
        if tdiff != 0
            return string(str, " (", tdiff, " ", name, tdiff == 1 ? "" : "s", " ",
                          secdiff < 0 ? "ago" : "in the future", ")")
        end
    end
    return string(str, " (just now)")
end

# libuv's name and text of an error (`ENOENT`, `no such file or directory`).
function _uv_name_text(errno::Integer)
    s = Core.fs_errtext(Int(errno), true)
    k = findlast(" (", s)
    k === nothing && return ("UNKNOWN", s)
    return (s[last(k) + 1:prevind(s, lastindex(s))], s[1:prevind(s, first(k))])
end

function _show_statstruct(io::IO, st::StatStruct, oneline::Bool)
    print(io, oneline ? "StatStruct(" : "StatStruct for ")
    show(io, st.desc)
    if st.ioerrno != 0
        name, text = _uv_name_text(-st.ioerrno)
        print(io, oneline ? " " : "\n ", name, ": ", text)
    else
        # Each label is right-aligned at the seventh column in the long form.
        sep(pad) = oneline || print(io, "\n", " "^pad)
        sep(2); print(io, " size: ", st.size, " bytes")
        sep(0); print(io, " device: ", st.device)
        sep(1); print(io, " inode: ", st.inode)
        sep(2); print(io, " mode: 0o", string(filemode(st); base = 8, pad = 6), " (",
                      filemode_string(st), ")")
        sep(1); print(io, " nlink: ", st.nlink)
        sep(3); print(io, " uid: ", st.uid)
        user = Core.sys_user_name(Int(st.uid))
        (user === nothing || isempty(user)) || print(io, " (", user, ")")
        sep(3); print(io, " gid: ", st.gid)
        group = Core.sys_group_name(Int(st.gid))
        (group === nothing || isempty(group)) || print(io, " (", group, ")")
        sep(2); print(io, " rdev: ", st.rdev)
        sep(1); print(io, " blksz: ", st.blksize)
        sep(0); print(io, " blocks: ", st.blocks)
        tnow = round(UInt, time())
        sep(1); print(io, " mtime: ", _iso_datetime_with_relative(st.mtime, tnow))
        sep(1); print(io, " ctime: ", _iso_datetime_with_relative(st.ctime, tnow))
    end
    oneline && print(io, ")")
    return nothing
end
show(io::IO, st::StatStruct) = _show_statstruct(io, st, true)
show(io::IO, ::MIME"text/plain", st::StatStruct) = _show_statstruct(io, st, false)

"""
    chmod(path, mode; recursive=false)

Set the permission bits of `path` to `mode` (with `recursive`, of everything under a
directory too, links excepted); returns `path`.
"""
function chmod(path::AbstractString, mode::Integer; recursive::Bool = false)
    err = Core.fs_chmod(String(path), Int(mode))
    err != 0 && _uv_error(string("chmod(", _quoted(path), ", 0o", string(mode; base = 8), ")"), err)
    if recursive && isdir(path)
        for p in readdir(path)
            islink(joinpath(path, p)) || chmod(joinpath(path, p), mode; recursive = true)
        end
    end
    return path
end
