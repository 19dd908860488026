# Macros that compute their expansion: records, walkers, small DSLs
macro record(name, fields...)
    decls = [f isa Expr && f.head == :(::) ? f : :($f::Any) for f in fields]
    names = [d.args[1] for d in decls]
    quote
        struct $(esc(name))
            $(map(esc, decls)...)
        end
        function Base.show(io::IO, x::$(esc(name)))
            print(io, $(string(name)), "{")
            $([:(print(io, $(string(n)), "=", repr(getfield(x, $(QuoteNode(n)))), $(i < length(names) ? ", " : ""))) for (i, n) in enumerate(names)]...)
            print(io, "}")
        end
    end
end

@record Person name::String age::Int
@record Tag label
println(Person("Ann", 31), " ", Tag(:x), " ", fieldtypes(Person))

walk(f, ex::Expr) = f(Expr(ex.head, map(a -> walk(f, a), ex.args)...))
walk(f, x) = f(x)

macro swapops(ex)
    esc(walk(x -> x === :+ ? :* : x === :* ? :+ : x, ex))
end
println(@swapops(2 + 3 * 4), " ", @swapops((1 + 1) * (2 + 2)))

macro unroll(n::Int, loop)
    loop.head == :for || error("@unroll needs a for loop")
    var = loop.args[1].args[1]
    body = loop.args[2]
    blocks = [:(let $(esc(var)) = $i; $(esc(body)); end) for i in 1:n]
    Expr(:block, blocks...)
end
acc = Int[]
@unroll 3 for k in 1:3
    push!(acc, 10k)
end
println(acc)

macro pipeline(steps...)
    ex = steps[1]
    for s in steps[2:end]
        ex = s isa Symbol ? :($s($ex)) : Expr(:call, s.args[1], ex, s.args[2:end]...)
    end
    esc(ex)
end
println(@pipeline([3, 1, 2], sort, reverse, first))
println(@pipeline("a,b,c", split(","), length))

macro assert_all(exs...)
    checks = [:($(esc(e)) || push!(failed, $(string(e)))) for e in exs]
    quote
        local failed = String[]
        $(checks...)
        isempty(failed) ? "all passed" : "failed: " * join(failed, "; ")
    end
end
x = 5
println(@assert_all x > 0 x < 10 iseven(x) x == 5)
println(@assert_all 1 == 1)

macro counted(fdef)
    name = fdef.args[1].args[1]
    cname = Symbol(:calls_, name)
    pushfirst!(fdef.args[2].args, :(global $cname += 1))
    esc(quote
        $cname = 0
        $fdef
    end)
end
@counted function square(x)
    x * x
end
square(2); square(3)
println(calls_square, " ", square(5), " ", calls_square)

macro fields_sum(T, obj)
    Tval = Core.eval(__module__, T)
    terms = [:($(esc(obj)).$f) for f in fieldnames(Tval)]
    :(+($(terms...)))
end
struct Triple
    a::Int
    b::Int
    c::Int
end
t = Triple(1, 20, 300)
println(@fields_sum(Triple, t))
println(macroexpand(Main, :(@swapops a + b)))
println(@macroexpand(@pipeline(x, f, g(2))))
#= expect
Person{name="Ann", age=31} Tag{label=:x} (String, Int64)
14 5
[10, 20, 30]
3
3
failed: iseven(x)
all passed
3 25 3
321
a * b
g(f(x), 2)
=#
