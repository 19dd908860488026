# The errors of file operations, with Julia's texts (SystemError for opening a
# file, IOError with libuv's names for the filesystem calls).
d = mktempdir()
cd(d) do
    for f in (() -> open("no_such_file.txt"),
              () -> read("no_such_file.txt", String),
              () -> readlines("no_such_file.txt"),
              () -> rm("no_such_file.txt"),
              () -> readdir("no_such_dir"),
              () -> (mkdir("sub"); mkdir("sub")),
              () -> (write(joinpath("sub", "f"), "x"); rm("sub")),
              () -> cd("no_such_dir"),
              () -> (write("a", "1"); write("b", "2"); cp("a", "b")),
              () -> mv("a", "b"),
              () -> open("sub", "w"))
        try
            f()
            println("no error")
        catch e
            println(typeof(e))
            showerror(stdout, e)
            println()
        end
    end
end
rm(d; recursive = true)
#= expect
SystemError
SystemError: opening file "no_such_file.txt": No such file or directory
SystemError
SystemError: opening file "no_such_file.txt": No such file or directory
SystemError
SystemError: opening file "no_such_file.txt": No such file or directory
Base.IOError
IOError: unlink("no_such_file.txt"): no such file or directory (ENOENT)
Base.IOError
IOError: readdir("no_such_dir"): no such file or directory (ENOENT)
Base.IOError
IOError: mkdir("sub"; mode=0o777): file already exists (EEXIST)
Base.IOError
IOError: rmdir("sub"): directory not empty (ENOTEMPTY)
Base.IOError
IOError: cd("no_such_dir"): no such file or directory (ENOENT)
ArgumentError
ArgumentError: 'b' exists. `force=true` is required to remove 'b' before copying.
ArgumentError
ArgumentError: 'b' exists. `force=true` is required to remove 'b' before moving.
SystemError
SystemError: opening file "sub": Is a directory
=#
