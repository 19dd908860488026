# transcode between UTF-8 strings and UTF-8/16/32 code units.
s = "aé€😀"
u16 = transcode(UInt16, s)
println(u16, " ", transcode(String, u16) == s, " ", length(u16))
println(transcode(UInt32, s), " ", transcode(String, transcode(UInt32, s)))
println(transcode(UInt8, "hi"), " ", transcode(String, UInt8[0x68, 0x69]), " ", transcode(UInt16, UInt8[0x68, 0x69]))
#= expect
UInt16[0x0061, 0x00e9, 0x20ac, 0xd83d, 0xde00] true 5
UInt32[0x00000061, 0x000000e9, 0x000020ac, 0x0001f600] aé€😀
UInt8[0x68, 0x69] hi UInt16[0x0068, 0x0069]
=#
