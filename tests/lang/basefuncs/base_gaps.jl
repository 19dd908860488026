# Base functions real programs reached for: bytes2hex/hex2bytes, ascii, keepat!,
# Iterators.flatmap, supertypes, typeintersect (simple cases), IdDict (=== keys).
println(bytes2hex(UInt8[0x01, 0xab, 0xff, 0x00]))
println(hex2bytes("01abEF"))
println(String(hex2bytes(bytes2hex(codeunits("hi")))))
try hex2bytes("abc") catch e; println(e) end
try hex2bytes("zz") catch e; println(e) end
println(ascii("abc"))
try ascii("abcdeγfgh") catch e; showerror(stdout, e); println() end
v = [10, 20, 30, 40, 50]
println(keepat!(v, [2, 4]))
w = collect(1:6)
println(keepat!(w, isodd.(w)))
try keepat!([1,2,3], [3, 1]) catch e; println(e) end
println(collect(Iterators.flatmap(n -> 1:n, 1:3)))
println(collect(Iterators.flatmap((a, b) -> (a, b), [1, 2], "xy")))
println(supertypes(Int64))
println(supertypes(Float32))
println(supertype(Vector{Int}) , " ", supertype(Any))
println(typeintersect(Real, Int64), " ", typeintersect(Int64, String), " ", typeintersect(Union{Int, String}, Number))
println(typeintersect(Tuple{Int, Any}, Tuple{Any, String}))
d = IdDict{Any, Int}()
a1 = [1, 2]; a2 = [1, 2]
d[a1] = 1; d[a2] = 2
println(length(d), " ", d[a1], " ", d[a2], " ", haskey(d, [1, 2]), " ", get(d, :x, 0))
d2 = IdDict(:a => 1)
println(d2)
println(typeof(d2))
d2[:b] = 5
delete!(d2, :a)
println(collect(keys(d2)), " ", pop!(d2, :b), " ", isempty(d2))
println(get!(d2, :c, 7), " ", d2)
#= expect
01abff00
UInt8[0x01, 0xab, 0xef]
hi
ArgumentError("length of iterable must be even")
ArgumentError("byte is not an ASCII hexadecimal digit")
abc
ArgumentError: invalid ASCII at index 6 in "abcdeγfgh"
[20, 40]
[1, 3, 5]
ArgumentError("indices must be unique and sorted")
[1, 1, 2, 1, 2, 3]
Any[1, 'x', 2, 'y']
(Int64, Signed, Integer, Real, Number, Any)
(Float32, AbstractFloat, Real, Number, Any)
DenseVector{Int64} Any
Int64 Union{} Int64
Tuple{Int64, String}
2 1 2 false 0
IdDict(:a => 1)
IdDict{Symbol, Int64}
[:b] 5 true
7 IdDict(:c => 7)
=#
