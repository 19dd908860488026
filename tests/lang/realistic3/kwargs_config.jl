# Keyword arguments in practice: defaults that depend on others, forwarding, splatting NamedTuples
struct Plot
    title::String
    width::Int
    height::Int
    options::Dict{Symbol,Any}
end

function make_plot(title; width = 80, height = width ÷ 2, kwargs...)
    opts = Dict{Symbol,Any}(kwargs)
    Plot(title, width, height, opts)
end
describe(p::Plot) = string(p.title, " ", p.width, "x", p.height,
                           isempty(p.options) ? "" : " " * join(["$k=$(p.options[k])" for k in sort(collect(keys(p.options)))], ","))

println(describe(make_plot("a")))
println(describe(make_plot("b"; width = 100)))
println(describe(make_plot("c"; height = 10, color = :red, grid = true)))
defaults = (width = 40, legend = "top")
println(describe(make_plot("d"; defaults...)))
println(describe(make_plot("e"; defaults..., width = 60)))

function scaled(f, xs; factor = 2, kws...)
    f.(xs .* factor; kws...)
end
fmt(x; digits = 1, suffix = "") = string(round(x; digits = digits), suffix)
println(scaled(fmt, [1.234, 2.5]), " ", scaled(fmt, [1.234]; factor = 1, digits = 2, suffix = "s"))

function connect(host::String; port::Int = 5432, user::String, timeout = 1.5)
    "$user@$host:$port (timeout $(timeout)s)"
end
println(connect("db"; user = "ann"), " | ", connect("db"; user = "bo", port = 1, timeout = 3))
try
    connect("db")
catch e
    println(typeof(e), ": ", sprint(showerror, e))
end
try
    connect("db"; user = "x", colour = 1)
catch e
    println(typeof(e))
end
try
    connect("db"; user = "x", port = "80")
catch e
    println(typeof(e))
end
kw = (; user = "zed", port = 99)
println(connect("h"; kw...), " ", keys(kw), " ", values(kw), " ", merge(kw, (port = 1,)))
opts(; kws...) = kws
o = opts(a = 1, b = "two")
println(o[:a], " ", haskey(o, :b), " ", collect(keys(o)), " ", length(o), " ", NamedTuple(o))
f(args...; kw...) = (length(args), length(kw))
println(f(), " ", f(1, 2; x = 3), " ", f((1, 2)...; NamedTuple()...))
#= expect
a 80x40
b 100x50
c 80x10 color=red,grid=true
d 40x20 legend=top
e 60x30 legend=top
["2.5", "5.0"] ["1.23s"]
ann@db:5432 (timeout 1.5s) | bo@db:1 (timeout 3s)
UndefKeywordError: UndefKeywordError: keyword argument `user` not assigned
MethodError
TypeError
zed@h:99 (timeout 1.5s) (:user, :port) ("zed", 99) (user = "zed", port = 1)
1 true [:a, :b] 2 (a = 1, b = "two")
(0, 0) (2, 1) (2, 0)
=#
