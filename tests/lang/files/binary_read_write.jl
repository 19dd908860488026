# Numbers and arrays written as their bytes (little-endian) and read back with
# read(io, T) and read!; a file's bytes as read(path) gives them, valid UTF-8 or not.
io = IOBuffer()
println(write(io, [1, 2]))
println(write(io, Float64[1.5]), " ", position(io))
seekstart(io)
println(read(io, Int), " ", read(io, Int64), " ", read(io, Float64))
println(length(take!(io)))
io = IOBuffer()
write(io, UInt16(258), Int32(-1), 1.0f0, true)
seekstart(io)
println(read(io, UInt16), " ", read(io, Int32), " ", read(io, Float32), " ", read(io, Bool))
try
    read(io, Int64)
catch e
    println(typeof(e))
end
v = zeros(UInt8, 3)
read!(IOBuffer("xyz"), v)
println(v)
println(Vector{UInt8}(String(UInt8[0x00, 0xf0, 0x3f])))
d = mktempdir()
f = joinpath(d, "b.bin")
open(f, "w") do io
    write(io, [1.0, 2.0])
end
println(filesize(f))
println(read(f))
x = Vector{Float64}(undef, 2)
open(f) do io
    read!(io, x)
end
println(x)
println(reinterpret(Float64, read(f)))
open(io -> println(read(io, Float64)), f)
rm(d; recursive = true)
#= expect
16
8 24
1 2 1.5
24
258 -1 1.0 true
EOFError
UInt8[0x78, 0x79, 0x7a]
UInt8[0x00, 0xf0, 0x3f]
16
UInt8[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf0, 0x3f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40]
[1.0, 2.0]
[1.0, 2.0]
1.0
=#
