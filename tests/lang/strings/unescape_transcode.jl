# unescape_string (C, hex, octal and Unicode escapes; keep; an unknown escape is an
# ArgumentError) and transcode between UTF-8, UTF-16 (surrogate pairs) and UTF-32.
println(unescape_string("a\\nb\\tc"))
println(repr(unescape_string("\\x41\\u00e9\\U0001F389 \\101\\\\ \\\"q\\\"")))
println(unescape_string("keep \\n and \\t", ['n']))
println(escape_string(unescape_string("x\\ty")) == "x\\ty")
try
    unescape_string("bad \\q")
catch e
    println(e)
end
println(transcode(UInt16, "hé🎉"))
println(transcode(UInt8, "hé"))
println(transcode(UInt32, "hé"))
println(transcode(String, UInt16[0x0068, 0x00e9, 0xd83c, 0xdf89]))
println(transcode(String, UInt8[0x68, 0xc3, 0xa9]))
println(transcode(UInt16, UInt8[0x68, 0xc3, 0xa9]))
#= expect
a
b	c
"Aé🎉 A\\ \"q\""
keep \n and 	
true
ArgumentError("invalid escape sequence \\q")
UInt16[0x0068, 0x00e9, 0xd83c, 0xdf89]
UInt8[0x68, 0xc3, 0xa9]
UInt32[0x00000068, 0x000000e9]
hé🎉
hé
UInt16[0x0068, 0x00e9]
=#
