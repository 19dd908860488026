# A final `xs...` collects the remaining arguments into a tuple (Julia
# manual, "Varargs Functions").
total(xs...) = sum(xs)
join_all(sep, parts::String...) = join(parts, sep)
function apply(f, args...; kw...)
    f(args...; kw...)
end
