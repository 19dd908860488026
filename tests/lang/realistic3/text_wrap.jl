# Text layout: greedy word wrap, full justification, centered banners and a column formatter
function wrap(text, width)
    lines = String[]
    line = ""
    for w in split(text)
        if isempty(line)
            line = w
        elseif length(line) + 1 + length(w) <= width
            line *= " " * w
        else
            push!(lines, line)
            line = w
        end
    end
    isempty(line) || push!(lines, line)
    lines
end

function justify(line, width)
    words = split(line)
    length(words) == 1 && return rpad(line, width)
    gaps = length(words) - 1
    spaces = width - sum(length, words)
    q, r = divrem(spaces, gaps)
    io = IOBuffer()
    for (i, w) in enumerate(words)
        print(io, w)
        i <= gaps && print(io, " "^(q + (i <= r ? 1 : 0)))
    end
    String(take!(io))
end

banner(s, width; fill = '*') = (pad = width - length(s) - 2; string(fill^(pad ÷ 2), " ", s, " ", fill^(pad - pad ÷ 2)))

text = "Julia is a high-level, high-performance, dynamic programming language. While it is a general-purpose language, it also has features well suited for numerical analysis."
lines = wrap(text, 30)
println(banner("wrapped", 30))
foreach(l -> println("|", rpad(l, 30), "|"), lines)
println(banner("justified", 30; fill = '='))
for (i, l) in enumerate(lines)
    println("|", i == length(lines) ? rpad(l, 30) : justify(l, 30), "|")
end
function columns(items, ncol; width = 12)
    rows = cld(length(items), ncol)
    for r in 1:rows
        println(join((rpad(items[i], width) for i in r:rows:length(items)), "") |> rstrip)
    end
end
columns(["apple", "banana", "cherry", "date", "elderberry", "fig", "grape"], 3)
println(length(lines), " lines; longest ", maximum(length, lines), "; ", banner("é✓", 8; fill = '·'))
#= expect
********** wrapped ***********
|Julia is a high-level,        |
|high-performance, dynamic     |
|programming language. While it|
|is a general-purpose language,|
|it also has features well     |
|suited for numerical analysis.|
========= justified ==========
|Julia    is    a   high-level,|
|high-performance,      dynamic|
|programming language. While it|
|is a general-purpose language,|
|it   also  has  features  well|
|suited for numerical analysis.|
apple       date        grape
banana      elderberry
cherry      fig
6 lines; longest 30; ·· é✓ ··
=#
