# split and rsplit on whitespace (no delimiter given), with and without a
# limit: split keeps the rest of the string in the last part, rsplit in the
# first (Julia manual, "Strings"; Base.split / Base.rsplit).
println(split("a b c"; limit = 2))
println(rsplit("a b c"; limit = 2))
println(rsplit("a b c"))
println(split("  a  b "))
#= expect
SubString{String}["a", "b c"]
SubString{String}["a b", "c"]
SubString{String}["a", "b", "c"]
SubString{String}["a", "b"]
=#
