# Indexing into the middle of a multi-byte character.
s = "héllo"
println(s[2])
println(s[3])
#= expect
é
=#
#= expect-stderr-prefix
ERROR: LoadError: StringIndexError: invalid index [3], valid nearby indices [2]=>'é', [4]=>'l'
=#
#= exit: 1 =#
