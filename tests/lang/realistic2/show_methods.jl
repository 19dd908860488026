# Custom printing: show, print, string, repr, 3-argument show and IOContext
struct Temperature
    degrees::Float64
end
Base.show(io::IO, t::Temperature) = print(io, t.degrees, "°C")

struct Matrix3
    data::Matrix{Int}
end
function Base.show(io::IO, ::MIME"text/plain", m::Matrix3)
    println(io, "Matrix3 with rows:")
    for r in eachrow(m.data)
        println(io, "  ", join(r, " "))
    end
end
Base.show(io::IO, m::Matrix3) = print(io, "Matrix3(", size(m.data, 1), "x", size(m.data, 2), ")")

struct Secret
    value::String
end
Base.show(io::IO, s::Secret) = get(io, :compact, false) ? print(io, "***") : print(io, "Secret(", repeat("*", length(s.value)), ")")

struct Tree
    label::String
    children::Vector{Tree}
end
Tree(label) = Tree(label, Tree[])
function Base.show(io::IO, t::Tree)
    indent = get(io, :indent, 0)
    print(io, " "^indent, t.label)
    for c in t.children
        println(io)
        show(IOContext(io, :indent => indent + 2), c)
    end
end

t = Temperature(21.5)
println(t, " ", string(t), " ", repr(t), " ", "$t")
println([t, Temperature(-3.0)], " ", (t, 1), " ", Dict(:now => t))
m = Matrix3([1 2; 3 4])
println(m)
show(stdout, MIME("text/plain"), m)
display(m)
display([1, 2])
s = Secret("hunter2")
println(s, " ", sprint(show, s; context = :compact => true), " ", repr(s; context = :compact => true))
io = IOBuffer()
show(IOContext(io, :compact => true), s)
println(String(take!(io)))
tree = Tree("root", [Tree("a", [Tree("a1"), Tree("a2")]), Tree("b")])
println(tree)
println(sprint(print, 1, 2, "x"), " ", sprint(io -> print(io, "inside")), " ", repr("q\"s"), " ", repr('c'))
println(string(:sym), " ", repr(:sym), " ", repr(1.0), " ", repr([1, 2]), " ", repr(nothing), " ", repr(missing))
print(stdout, "no newline", '\n')
show(stdout, "shown string"); println()
show(stdout, 'x'); println()
show(stdout, 1 // 2); println()
println(summary([1, 2, 3]), " | ", summary("abc"), " | ", summary(Dict(1 => 2)))
#= expect
21.5°C 21.5°C 21.5°C 21.5°C
Temperature[21.5°C, -3.0°C] (21.5°C, 1) Dict{Symbol, Temperature}(:now => 21.5°C)
Matrix3(2x2)
Matrix3 with rows:
  1 2
  3 4
Matrix3 with rows:
  1 2
  3 4

2-element Vector{Int64}:
 1
 2
Secret(*******) *** ***
***
root
  a
    a1
    a2
  b
12x inside "q\"s" 'c'
sym :sym 1.0 [1, 2] nothing missing
no newline
"shown string"
'x'
1//2
3-element Vector{Int64} | 3-codeunit String | Dict{Int64, Int64} with 1 entry
=#
