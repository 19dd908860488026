# Sys's memory, uptime and load; the host name, the process id, Libc.strftime.
tm = Sys.total_memory()
println(typeof(tm), " ", typeof(Sys.free_memory()), " ", typeof(Sys.total_physical_memory()),
        " ", typeof(Sys.free_physical_memory()))
println(0 < tm <= Sys.total_physical_memory(), " ", 0 < Sys.free_memory() <= Sys.total_physical_memory(),
        " ", Sys.free_physical_memory() <= Sys.total_physical_memory())
println(typeof(Sys.uptime()), " ", Sys.uptime() > 0, " ", typeof(Sys.loadavg()), " ", length(Sys.loadavg()))
println(Sys.username() isa String, " ", !isempty(Sys.username()))
h = gethostname()
println(typeof(h), " ", !isempty(h), " ", h == Libc.gethostname())
p = getpid()
println(typeof(p), " ", p > 0, " ", p == Libc.getpid())
println(Libc.strftime("%%", 0), " ", length(Libc.strftime("%Y-%m-%dT%H:%M:%S", time())))
println(Libc.strftime("%Y", 86400 * 365.25 * 30 + 0.5) in ("1999", "2000"))
println(Libc.strerror(2))
println(Sys.islinux(), " ", Sys.isunix(), " ", Sys.iswindows(:Windows), " ", Sys.islinux(:Linux))
#= expect
UInt64 UInt64 UInt64 UInt64
true true true
Float64 true Vector{Float64} 3
true true
String true true
Int32 true true
% 19
true
No such file or directory
true true true true
=#
