# Facts about the machine (Julia's Sys) and the C library's few functions Julia
# exposes as Libc: process id, host name, local time formatting.

module Sys
import ..Base
using ..Base: <, <=, ===, !, Float64, UInt64
const KERNEL = :Linux
const ARCH = :x86_64
const MACHINE = "x86_64-linux-gnu"
const WORD_SIZE = 64
const CPU_THREADS = Core.cpu_threads()
iswindows() = false
islinux() = true
isapple() = false
ismacos() = false
isunix() = true
isbsd() = false
isfreebsd() = false
isopenbsd() = false
isnetbsd() = false
isdragonfly() = false
islinux(os::Symbol) = os === :Linux
iswindows(os::Symbol) = os === :Windows || os === :NT
isapple(os::Symbol) = os === :Apple || os === :Darwin
isunix(os::Symbol) = !iswindows(os)

"""
    Sys.total_physical_memory()

The machine's memory in bytes (UInt64).
"""
total_physical_memory() = Core.sys_memory(0)
"""
    Sys.free_physical_memory()

The machine's memory available for new processes, in bytes (UInt64).
"""
free_physical_memory() = Core.sys_memory(3)
"""
    Sys.total_memory()

The memory this process may use in bytes: the limit of its control group when it
has one smaller than the machine's, else the machine's memory.
"""
function total_memory()
    constrained = Core.sys_memory(2)
    physical = total_physical_memory()
    return 0 < constrained <= physical ? constrained : physical
end
"""
    Sys.free_memory()

The memory this process may still take, in bytes: what its control group's limit
leaves, or the machine's available memory.
"""
free_memory() = Core.sys_memory(1)
uptime() = Core.sys_uptime()
loadavg() = Float64[Core.sys_loadavg()...]
function username()
    name = Core.sys_user_name(Core.sys_current_uid())
    name === nothing && throw(Base.IOError("username(): no such file or directory (ENOENT)", Int32(-2)))
    return name
end
end

module Libc
import ..Base
using ..Base: Int, Int32, String, floor
"""
    getpid() -> Int32

The process id of this Julia program.
"""
getpid() = Int32(Core.process_id())
"""
    gethostname() -> String

The host name of the machine.
"""
gethostname() = Core.sys_hostname()
time() = Base.time()
"""
    strftime([format], time)

`time` (seconds since the epoch) as local time in the `format` of C's strftime;
without a format, `%c`.
"""
strftime(t) = strftime("%c", t)
strftime(format::AbstractString, t::Real) = Core.sys_strftime(String(format), Int(floor(t)))
strerror(n::Integer) = Base._errno_text(n)
systemsleep(s::Real) = Base.sleep(s)
end

using .Libc: getpid, gethostname
