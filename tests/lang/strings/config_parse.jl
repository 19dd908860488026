# Parse a key=value config with sections, as a script does.
text = """
# comment
[server]
host = example.org
port = 8080
debug = true

[limits]
max_users = 250
ratio = 0.75
names = a, b , c
"""
config = Dict{String, Dict{String, Any}}()
section = ""
for raw in split(text, '\n')
    line = strip(raw)
    (isempty(line) || startswith(line, '#')) && continue
    m = match(r"^\[(\w+)\]$", line)
    if m !== nothing
        global section = m.captures[1]
        config[section] = Dict{String, Any}()
        continue
    end
    k, v = strip.(split(line, '=', limit = 2))
    val = something(tryparse(Int, v), tryparse(Float64, v), tryparse(Bool, v), Some(String(v)))
    if occursin(',', v)
        val = String.(strip.(split(v, ',')))
    end
    config[section][k] = val
end
for s in sort(collect(keys(config)))
    println("[", s, "]")
    for k in sort(collect(keys(config[s])))
        v = config[s][k]
        println("  ", k, " = ", repr(v), " :: ", typeof(v))
    end
end
println(config["server"]["port"] + 1)
println(get(config["limits"], "missing", "default"))
println(haskey(config, "server"), " ", length(config), " ", sum(length, values(config)))
x = parse(Float64, "  3.5  ")
println(x, " ", parse(Bool, "false"), " ", parse(Int, "-0012"), " ", tryparse(Int, "3.0"))
println(split("k1=v1;k2=v2", ';') .|> s -> Pair(split(s, '=')...))
println(sort(collect(Dict(split(p, ':')[1] => parse(Int, split(p, ':')[2]) for p in split("a:1,b:2", ',')))))
println(string.(["x", "y"], 1:2), " ", "x" * string(3), " ", string('a', 1, :b, 2.0))
println(strip("xxhixx", 'x'), " ", lstrip("  a "), "|", rstrip("  a "), "|", strip(" \t\n a\n"))
println(findfirst("lo", "hello"), " ", findfirst('l', "hello"), " ", findlast('l', "hello"), " ", findnext('l', "hello", 4))
println(replace("a-b-c", "-" => "+", count = 1), " ", replace("abc", r"(b)" => s"[\1]"), " ", replace("hello", 'l' => 'L'))
println(isuppercase('A'), " ", isdigit('5'), " ", isspace('\t'), " ", ispunct('!'), " ", isletter('é'))
println(ncodeunits("héllo"), " ", length("héllo"), " ", collect("hé"), " ", codeunits("é"), " ", "héllo"[1:2])
#= expect
[limits]
  max_users = 250 :: Int64
  names = ["a", "b", "c"] :: Vector{String}
  ratio = 0.75 :: Float64
[server]
  debug = true :: Bool
  host = "example.org" :: String
  port = 8080 :: Int64
8081
default
true 2 6
3.5 false -12 nothing
Pair{SubString{String}, SubString{String}}["k1" => "v1", "k2" => "v2"]
Pair{SubString{String}, Int64}["a" => 1, "b" => 2]
["x1", "y2"] x3 a1b2.0
hi a |  a|a
4:5 3 4 4
a+b-c a[b]c heLLo
true true true true true
6 5 ['h', 'é'] UInt8[0xc3, 0xa9] hé
=#
