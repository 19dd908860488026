# Unicode: normalization of Latin letters with combining marks, case folding,
# stripping marks, grapheme clusters, assigned code points.
using Unicode
s = "e\u0301"
println(length(s), " ", length(Unicode.normalize(s)), " ", Unicode.normalize(s) == "é")
println(length(Unicode.normalize("é", :NFD)))
println(Unicode.normalize("JuLiA", casefold = true))
println(Unicode.normalize("Ångström", stripmark = true))
println(collect(graphemes("ae\u0301b")))
println(length(graphemes("👍🏽x")))
println(Unicode.isassigned('a'), " ", Unicode.isassigned('\U0fffe'))
#= expect
2 1 true
2
julia
Angstrom
SubString{String}["a", "é", "b"]
2
true false
=#
