# An INI-file parser: sections, comments, typed values, interpolation of ${vars}, and errors with line numbers
struct IniError <: Exception
    line::Int
    msg::String
end
Base.showerror(io::IO, e::IniError) = print(io, "line ", e.line, ": ", e.msg)

const Section = Dict{String,Any}

function parse_value(s::AbstractString)
    s = strip(s)
    s in ("true", "yes", "on") && return true
    s in ("false", "no", "off") && return false
    v = tryparse(Int, s)
    v !== nothing && return v
    v = tryparse(Float64, s)
    v !== nothing && return v
    if startswith(s, '[') && endswith(s, ']')
        return [parse_value(x) for x in split(s[2:end-1], ',') if !isempty(strip(x))]
    end
    length(s) >= 2 && s[1] == s[end] == '"' ? String(s[2:end-1]) : String(s)
end

function parse_ini(text::AbstractString)
    data = Dict{String,Section}("" => Section())
    current = ""
    for (n, raw) in enumerate(eachline(IOBuffer(text)))
        line = strip(replace(raw, r"\s*[;#].*$" => ""))
        isempty(line) && continue
        if (m = match(r"^\[([\w.]+)\]$", line)) !== nothing
            current = m[1]
            haskey(data, current) && throw(IniError(n, "duplicate section [$current]"))
            data[current] = Section()
        elseif (m = match(r"^([\w.]+)\s*=\s*(.*)$", line)) !== nothing
            data[current][m[1]] = parse_value(m[2])
        else
            throw(IniError(n, "cannot parse \"$line\""))
        end
    end
    data
end

function expand(s::String, data)
    replace(s, r"\$\{([\w.]+)\}" => function (ref)
        sec, key = rsplit(ref[3:end-1], '.'; limit = 2)
        string(data[sec][key])
    end)
end

config = """
; global settings
name = demo
debug = yes

[server]
host = "example.org"   # quoted
port = 8080
timeout = 2.5
paths = [/a, /b, 3]

[client.retry]
count = 3
url = https://\${server.host}:\${server.port}/api
"""
data = parse_ini(config)
for sec in sort(collect(keys(data)))
    println("[", sec, "]")
    for k in sort(collect(keys(data[sec])))
        v = data[sec][k]
        println("  ", k, " = ", repr(v), " :: ", typeof(v))
    end
end
println(expand(data["client.retry"]["url"], data))
for bad in ["[a]\nx = 1\n[a]", "ok = 1\nthis line is wrong", "[s p]"]
    try
        parse_ini(bad)
    catch e
        e isa IniError ? println(sprint(showerror, e)) : rethrow()
    end
end
#= expect
[]
  debug = true :: Bool
  name = "demo" :: String
[client.retry]
  count = 3 :: Int64
  url = "https://\${server.host}:\${server.port}/api" :: String
[server]
  host = "example.org" :: String
  paths = Any["/a", "/b", 3] :: Vector{Any}
  port = 8080 :: Int64
  timeout = 2.5 :: Float64
https://example.org:8080/api
line 3: duplicate section [a]
line 2: cannot parse "this line is wrong"
line 1: cannot parse "[s p]"
=#
