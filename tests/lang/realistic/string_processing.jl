text = """
The quick brown fox
jumps over the lazy dog
"""
lines = split(strip(text), '\n')
println(length(lines))
wc = Dict{String, Int}()
for w in split(lowercase(text))
    wc[w] = get(wc, w, 0) + 1
end
println(sort(collect(wc), by = p -> (-p.second, p.first))[1:3])
println(join(reverse.(split("abc def")), " "))
println(replace("hello world", "o" => "0", "l" => "L"))
println(occursin(r"qu+ick", text), " ", count(c -> c in "aeiou", text))
println(titlecase("hello there"), " ", uppercasefirst("julia"))
s = "naïve café"
println(length(s), " ", ncodeunits(s), " ", s[1:3])
println(lpad("7", 3, "0"), " ", rpad("ab", 4, "."), "|")
println(string(255, base = 16), " ", parse(Int, "ff", base = 16))
println(chop("hello!"), " ", chomp("line\n"), " ", strip("  x  "))
#= expect
2
["the" => 2, "brown" => 1, "dog" => 1]
cba fed
heLL0 w0rLd
true 11
Hello There Julia
10 12 naï
007 ab..|
ff 255
hello line x
=#
