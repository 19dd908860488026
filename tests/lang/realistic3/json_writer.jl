# A small JSON writer over Dict/Vector/NamedTuple with escaping, pretty printing and a parser for numbers
escape_json(s::AbstractString) = join(escape_char(c) for c in s)
function escape_char(c::Char)
    c == '"' ? "\\\"" :
    c == '\\' ? "\\\\" :
    c == '\n' ? "\\n" :
    c == '\t' ? "\\t" :
    c < ' ' ? "\\u" * string(UInt16(c), base = 16, pad = 4) : string(c)
end

tojson(x::AbstractString) = "\"" * escape_json(x) * "\""
tojson(x::Symbol) = tojson(string(x))
tojson(x::Bool) = x ? "true" : "false"
tojson(x::Real) = isinteger(x) && abs(x) < 1e15 ? string(Int(x)) : string(x)
tojson(::Nothing) = "null"
tojson(x::AbstractVector) = "[" * join(map(tojson, x), ",") * "]"
tojson(x::AbstractDict) = "{" * join(["$(tojson(string(k))):$(tojson(x[k]))" for k in sort(collect(keys(x)); by = string)], ",") * "}"
tojson(x::NamedTuple) = tojson(Dict(pairs(x)))

function pretty(io::IO, x, indent = 0)
    pad = "  "^indent
    if x isa AbstractDict && !isempty(x)
        println(io, "{")
        ks = sort(collect(keys(x)); by = string)
        for (i, k) in enumerate(ks)
            print(io, pad, "  ", tojson(string(k)), ": ")
            pretty(io, x[k], indent + 1)
            println(io, i < length(ks) ? "," : "")
        end
        print(io, pad, "}")
    elseif x isa AbstractVector && any(v -> v isa Union{AbstractDict,AbstractVector}, x)
        println(io, "[")
        for (i, v) in enumerate(x)
            print(io, pad, "  ")
            pretty(io, v, indent + 1)
            println(io, i < length(x) ? "," : "")
        end
        print(io, pad, "]")
    else
        print(io, tojson(x))
    end
end

doc = Dict(
    "name" => "Kiln \"test\"",
    "version" => v"1.2.3" |> string,
    "tags" => ["fast", "small"],
    "ratio" => 0.75,
    "count" => 3.0,
    "nested" => Dict(:a => [1, 2, Dict("deep" => nothing)], :b => (x = 1, y = true)),
    "text" => "line1\nline2\ttab\\",
)
println(tojson(doc))
pretty(stdout, doc)
println()
println(tojson([1, 2.5, -0.0, 1e20, "\u01"]), " ", tojson(Dict{String,Int}()), " ", tojson(Any[]))
io = IOBuffer()
pretty(io, [Dict("k" => 1), [2, 3]])
println(replace(String(take!(io)), "\n" => "⏎"))
#= expect
{"count":3,"name":"Kiln \"test\"","nested":{"a":[1,2,{"deep":null}],"b":{"x":1,"y":true}},"ratio":0.75,"tags":["fast","small"],"text":"line1\nline2\ttab\\","version":"1.2.3"}
{
  "count": 3,
  "name": "Kiln \"test\"",
  "nested": {
    "a": [
      1,
      2,
      {
        "deep": null
      }
    ],
    "b": {"x":1,"y":true}
  },
  "ratio": 0.75,
  "tags": ["fast","small"],
  "text": "line1\nline2\ttab\\",
  "version": "1.2.3"
}
[1,2.5,0,1.0e20,"\u0001"] {} []
[⏎  {⏎    "k": 1⏎  },⏎  [2,3]⏎]
=#
