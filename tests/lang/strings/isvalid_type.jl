# isvalid(String, x) of a String, a SubString and a byte vector (UTF-8 validity).
println(isvalid(String, "abc"), " ", isvalid(String, SubString("héllo", 1, 3)))
println(isvalid(String, UInt8[0x68, 0xc3, 0xa9]), " ", isvalid(String, [0xff]), " ", isvalid(String, UInt8[0xc3]))
#= expect
ERROR: LoadError: StringIndexError: invalid index [3], valid nearby indices [2]=>'é', [4]=>'l'
Stacktrace:
 [1] SubString(s::String, i::Int64, j::Int64)
   @ Base ./substring.jl:15
 [2] top-level scope
   @ /work/wt/stdlib6/tests/lang/strings/isvalid_type.jl:2
in expression starting at /work/wt/stdlib6/tests/lang/strings/isvalid_type.jl:2
=#
