# Regular expressions: match, captures, eachmatch, occursin, replace, split.
r = r"(\d+)-(\d+)"
m = match(r, "range 10-20 and 30-40")
println(m.match)
println(join(m.captures, ","))
println(m[1], " ", m[2])
println(m.offset)
println(match(r"xyz", "abc") === nothing)
for mm in eachmatch(r"\d+", "a1b22c333")
    print(mm.match, ";")
end
println()
println(occursin(r"^h.*o$", "hello"))
println(replace("a1b2c3", r"\d" => "#"))
println(replace("John Smith", r"(\w+) (\w+)" => s"\2, \1"))
println(join([x.match for x in eachmatch(r"[aeiou]", "education")]))
m2 = match(r"(?<year>\d{4})-(?<mon>\d{2})", "date 2024-05")
println(m2["year"], "/", m2["mon"])
println(m2[:mon])
println(typeof(m.match))
println(match(r"a(b)?c", "ac").captures[1] === nothing)
println(occursin(r"WORLD"i, "hello world"))
println(split("a1b2c", r"\d"))
println(length(collect(eachmatch(r"o", "foo boo"))))
println(match(r"\s+", "no-spaces") === nothing)
#= expect
10-20
10,20
10 20
7
true
1;22;333;
true
a#b#c#
Smith, John
euaio
2024/05
05
SubString{String}
true
true
SubString{String}["a", "b", "c"]
4
true
=#
