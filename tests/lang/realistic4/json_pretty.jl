# A small JSON encoder with pretty printing, and a tokenizer-based parser for round trips
const JSONValue = Union{Nothing,Bool,Int,Float64,String,Vector{Any},Vector{Pair{String,Any}}}

escape_json(s::AbstractString) = replace(s, '\\' => "\\\\", '"' => "\\\"", '\n' => "\\n", '\t' => "\\t")

function tojson(io::IO, x, indent::Int = 0, step::Int = 2)
    pad(k) = " "^k
    if x === nothing
        print(io, "null")
    elseif x isa Bool
        print(io, x ? "true" : "false")
    elseif x isa Real
        print(io, x)
    elseif x isa AbstractString || x isa Symbol
        print(io, '"', escape_json(string(x)), '"')
    elseif x isa AbstractVector{<:Pair}
        if isempty(x)
            print(io, "{}")
            return
        end
        println(io, "{")
        for (i, (k, v)) in enumerate(x)
            print(io, pad(indent + step), '"', escape_json(string(k)), "\": ")
            tojson(io, v, indent + step, step)
            println(io, i < length(x) ? "," : "")
        end
        print(io, pad(indent), "}")
    elseif x isa AbstractVector || x isa Tuple
        if all(v -> v isa Union{Real,Nothing}, x)
            print(io, "[")
            join(io, (v === nothing ? "null" : string(v) for v in x), ", ")
            print(io, "]")
            return
        end
        println(io, "[")
        for (i, v) in enumerate(x)
            print(io, pad(indent + step))
            tojson(io, v, indent + step, step)
            println(io, i < length(x) ? "," : "")
        end
        print(io, pad(indent), "]")
    else
        throw(ArgumentError("cannot encode a value of type $(typeof(x))"))
    end
end
tojson(x; step = 2) = sprint(io -> tojson(io, x, 0, step))

function tokenize(s)
    toks = Any[]
    for m in eachmatch(r"\s*(\"(?:[^\"\\]|\\.)*\"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null|[\[\]{}:,])", s)
        t = m[1]
        push!(toks, t[1] == '"' ? Symbol(unescape_string(t[2:end-1])) :
                    t == "true" ? true : t == "false" ? false : t == "null" ? nothing :
                    occursin(r"^-?\d+$", t) ? parse(Int, t) :
                    occursin(r"^-?\d", t) ? parse(Float64, t) : t[1])
    end
    toks
end

function parse_value(toks, i)
    t = toks[i]
    if t == '['
        out = Any[]
        i += 1
        toks[i] == ']' && return out, i + 1
        while true
            v, i = parse_value(toks, i)
            push!(out, v)
            toks[i] == ']' && return out, i + 1
            toks[i] == ',' || error("expected , at token $i")
            i += 1
        end
    elseif t == '{'
        out = Pair{String,Any}[]
        i += 1
        toks[i] == '}' && return out, i + 1
        while true
            k = String(toks[i]::Symbol)
            toks[i+1] == ':' || error("expected : at token $(i + 1)")
            v, i = parse_value(toks, i + 2)
            push!(out, k => v)
            toks[i] == '}' && return out, i + 1
            i += 1
        end
    elseif t isa Symbol
        return String(t), i + 1
    else
        return t, i + 1
    end
end
parsejson(s) = first(parse_value(tokenize(s), 1))

doc = Pair{String,Any}[
    "name" => "Kiln \"test\"",
    "version" => 1.5,
    "tags" => ["fast", "small"],
    "sizes" => [1, 2, 3],
    "nested" => Pair{String,Any}["ok" => true, "none" => nothing, "empty" => Any[], "obj" => Pair{String,Any}[]],
    "matrix" => [[1, 2], [3, 4]],
    "note" => "line1\nline2\ttab",
]
s = tojson(doc)
println(s)
back = parsejson(s)
println(tojson(back) == s, " ", length(back), " ", first(back), " ", back[4][2])
println(tojson([1.0, -2.5e-7, 3, nothing]), " ", tojson(:sym), " ", tojson(Any[]), " ", tojson((1, 2)))
println(tojson(Pair{String,Any}["a" => [true, false]]; step = 4))
try
    tojson(Dict(1 => 2))
catch e
    println(e)
end
#= expect
{
  "name": "Kiln \"test\"",
  "version": 1.5,
  "tags": [
    "fast",
    "small"
  ],
  "sizes": [1, 2, 3],
  "nested": {
    "ok": true,
    "none": null,
    "empty": [],
    "obj": {}
  },
  "matrix": [
    [1, 2],
    [3, 4]
  ],
  "note": "line1\nline2\ttab"
}
true 7 "name" => "Kiln \"test\"" Any[1, 2, 3]
[1.0, -2.5e-7, 3.0, null] "sym" [] [1, 2]
{
    "a": [true, false]
}
ArgumentError("cannot encode a value of type Dict{Int64, Int64}")
=#
