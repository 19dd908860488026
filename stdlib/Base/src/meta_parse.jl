# Meta.parse (docs/lowering.md, "Quoting"): the text is compiled as quoted code, and a
# syntax error in it is a Meta.ParseError carrying the diagnostic Julia's parser prints.

# Julia keeps its parser's error as the ParseError's `detail`; showerror prints it.
struct _ParseDiagnostic
    text::String
end
showerror(io::IO, d::_ParseDiagnostic) = print(io, d.text)

function showerror(io::IO, e::Meta.ParseError)
    if e.detail === nothing
        print(io, "ParseError(", repr(e.msg), ")")
    else
        showerror(io, e.detail)
    end
end

# The text is compiled as the statements of a quote inside a quote (`:(quote TEXT\nend)`):
# `$` in it stays an Expr(:$, ...); building the Expr cannot fail once the text compiles,
# so an error there is the text's syntax error. Julia parses one statement: several on
# one line (`a; b`) are Expr(:toplevel, ...), a second line is an error.
const _PARSE_PREFIX = ":(quote "

function _meta_parse(str::AbstractString; raise::Bool = true)
    all(isspace, str) && return nothing
    q = try
        Core._eval_string(Base, string(_PARSE_PREFIX, str, "\nend)"), "none")
    catch e
        e isa ErrorException || rethrow()
        text = _parse_error_text(e.msg, String(str))
        err = Meta.ParseError(text, _ParseDiagnostic(text))
        _parse_incomplete(e.msg, str) && return Expr(:incomplete, err)
        raise || return Expr(:error, err)
        throw(err)
    end
    stmts = Any[]
    lines = Int[]
    for a in q.args[1].args
        a isa LineNumberNode ? push!(lines, a.line) : push!(stmts, a)
    end
    length(stmts) == 1 && return stmts[1]
    all(==(lines[1]), lines) && return Expr(:toplevel, stmts...)
    msg = "extra token after end of expression"
    raise || return Expr(:error, msg)
    throw(Meta.ParseError(msg))
end

# Whether the text's syntax error is that it ends too early (Julia's parser then gives
# `Expr(:incomplete, ...)`): an unterminated string or comment, a bracket left open, or
# an error found only at the end of the text (in the wrapping `_meta_parse` adds: on its
# last line `end)`, whose `end` closes a block the text left open when the `)` is the error).
function _parse_incomplete(msg::String, str::AbstractString)
    first_line = String(split(msg, '\n')[1])
    occursin("unterminated", first_line) && return true
    m = match(r"^none:(\d+):(\d+): error: ", first_line)
    m === nothing && return false
    line = parse(Int, m.captures[1])
    col = parse(Int, m.captures[2])
    line == count(==('\n'), str) + 2 || return false
    return col == 1 || col == 4 || occursin("to close", first_line)
end

# Julia's words for what Kiln's parser reports.
function _julia_parse_message(msg::AbstractString)
    m = match(r"^unexpected \"(.*)\"$", msg)
    m !== nothing && return string("unexpected `", m.captures[1], "`")
    startswith(msg, "extra token") && return "extra tokens after end of expression"
    m = match(r"^expected \"(.*)\" to close ", msg)
    m !== nothing && return string("Expected `", m.captures[1], "`")
    return replace(msg, r"\"([^\"]*)\"" => s"`\1`")
end

# The diagnostic as Julia's parser prints it: `ParseError:`, `# Error @ none:LINE:COL`,
# the line before and the line of the error, and a marker under the offending text with
# the message. `msg` is Kiln's diagnostic for the quoted text (compiled after
# `_PARSE_PREFIX`, which shifts the columns of its first line).
function _parse_error_text(msg::String, str::String)
    first_line = String(split(msg, '\n')[1])
    m = match(r"^none:(\d+):(\d+): error: (.*)$", first_line)
    m === nothing && return string("ParseError:\n", first_line)
    line = parse(Int, m.captures[1])
    col = parse(Int, m.captures[2]) - (line == 1 ? length(_PARSE_PREFIX) : 0)
    note = _julia_parse_message(m.captures[3])
    lines = split(str, '\n')
    line = clamp(line, 1, length(lines))
    text = String(lines[line])
    col = clamp(col, 1, length(text) + 1)
    # The extra tokens start where the expression ends: the spaces before them count.
    u = match(r"^unexpected `(.*)`$", note)
    width = u === nothing ? 1 : textwidth(u.captures[1])
    if note == "extra tokens after end of expression"
        while col > 1 && text[nextind(text, 0, col - 1)] == ' '
            col -= 1
        end
        width = length(text) - col + 1
    end
    io = IOBuffer()
    print(io, "ParseError:\n# Error @ none:", line, ":", col, "\n")
    line > 1 && print(io, lines[line - 1], "\n")
    print(io, text, "\n")
    prefix = first(text, col - 1)
    indent = col > 1 ? string("#", " "^(textwidth(prefix) - 1)) : ""
    print(io, indent, width <= 1 ? "╙" : string("└", "─"^(width - 2), "┘"), " ── ", note)
    return String(take!(io))
end
