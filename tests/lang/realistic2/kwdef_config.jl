# Keyword-heavy APIs and @kwdef
Base.@kwdef struct Config
    name::String = "default"
    retries::Int = 3
    timeout::Float64 = 1.5
    verbose::Bool = false
end

@kwdef mutable struct Job
    id::Int
    cmd::String
    priority::Int = 5
    tags::Vector{String} = String[]
end

c = Config(name = "svc", verbose = true)
println(c)
println(Config())
println(Config(retries = 10, timeout = 2))
j = Job(id = 1, cmd = "build")
push!(j.tags, "ci")
j.priority += 1
println(j.id, " ", j.cmd, " ", j.priority, " ", j.tags)
try
    Job(cmd = "x")
catch e
    println(typeof(e))
end

function connect(host::String; port::Int = 80, secure::Bool = false, opts...)
    scheme = secure ? "https" : "http"
    s = "$scheme://$host:$port"
    for (k, v) in opts
        s *= " $k=$v"
    end
    return s
end
println(connect("example.org"))
println(connect("example.org", secure = true, port = 443))
println(connect("localhost"; port = 8080, user = "bob", retry = 2))
settings = (port = 9000, secure = true)
println(connect("h"; settings...))
kw = Dict(:port => 1234)
println(connect("d"; kw...))
port = 22
println(connect("ssh"; port))

plot_args(; title = "untitled", xs = 1:3, kwargs...) = (title, collect(xs), length(kwargs))
println(plot_args(title = "t", color = :red, width = 2))
f(x; scale = 2, shift = 0) = scale * x + shift
println(map(x -> f(x; shift = 1), 1:4))
println(sort([3, 1, 2]; rev = true), " ", round(2.71828; digits = 2), " ", join(["a", "b"], ", "; ))
#= expect
Config("svc", 3, 1.5, true)
Config("default", 3, 1.5, false)
Config("default", 10, 2.0, false)
1 build 6 ["ci"]
UndefKeywordError
http://example.org:80
https://example.org:443
http://localhost:8080 user=bob retry=2
https://h:9000
http://d:1234
http://ssh:22
("t", [1, 2, 3], 2)
[3, 5, 7, 9]
[3, 2, 1] 2.72 a, b
=#
