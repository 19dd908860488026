# Expressions as values (Julia manual, "Metaprogramming"): Expr, QuoteNode and
# LineNumberNode, which `quote ... end` and `:(...)` build (docs/lowering.md,
# "Quoting"); their equality, copying, printing (base/show.jl's rules, so that
# `string(ex)` is code that parses back to `ex`) and `dump`; `Meta`.

mutable struct Expr
    head::Symbol
    args::Vector{Any}
    function Expr(head::Symbol, args...)
        v = Vector{Any}(undef, length(args))
        for i in 1:length(args)
            v[i] = args[i]
        end
        return new(head, v)
    end
end

struct QuoteNode
    value::Any
end

struct LineNumberNode
    line::Int
    file::Any
end
LineNumberNode(line::Integer) = LineNumberNode(Int(line), nothing)

# Expr(head, parts...) where each part is a collection of arguments: what
# `$(xs...)` inside a quote builds.
function _splice_expr(head::Symbol, parts...)
    ex = Expr(head)
    for p in parts
        for x in p
            push!(ex.args, x)
        end
    end
    return ex
end

==(x::Expr, y::Expr) = x.head === y.head && isequal(x.args, y.args)
==(x::QuoteNode, y::QuoteNode) = isequal(x.value, y.value)
isequal(x::Expr, y::Expr) = x == y
isequal(x::QuoteNode, y::QuoteNode) = x == y
hash(x::Expr, h::UInt) = hash(x.args, hash(x.head, h + 0x83c7900696d26dc6))
hash(x::QuoteNode, h::UInt) = hash(x.value, hash(QuoteNode, h))

function copy(ex::Expr)
    n = Expr(ex.head)
    for a in ex.args
        push!(n.args, a isa Expr ? copy(a) : a)
    end
    return n
end

"""
    remove_linenums!(ex)

Removes the LineNumberNodes from `ex` and every expression inside it.
"""
function remove_linenums!(ex::Expr)
    if ex.head === :block || ex.head === :quote
        filter!(x -> !(x isa LineNumberNode), ex.args)
    end
    for a in ex.args
        a isa Expr && remove_linenums!(a)
    end
    return ex
end
remove_linenums!(x) = x

# ---- Printing (base/show.jl, "AST printing") ----
const _expr_indent_width = 4
const _DOT = Symbol(".")
const _DOLLAR = Symbol("\$")
const _DOTS = Symbol("...")

function operator_precedence(s::Symbol)
    t = String(s)
    if ncodeunits(t) > 1 && codeunit(t, 1) == UInt8('.') && t != ".." && t != "..."
        c = t[2]
        if !(isletter(c) || isdigit(c) || c == '_')
            return operator_precedence(Symbol(t[2:end]))
        end
    end
    t == "." && return 17
    t in ("=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "÷=", "%=", "<<=", ">>=", ">>>=",
          "|=", "&=", "⊻=", ":=", "\$=", "≔", "⩴", "≕", "~") && return 1
    t == "=>" && return 2
    t == "?" && return 3
    t in ("-->", "<--", "<-->", "←", "→", "↔", "⇐", "⇒", "⇔", "⟵", "⟶", "⟷", "⟹", "⟺", "↦") &&
        return 4
    t == "||" && return 5
    t == "&&" && return 6
    t in (">", "<", ">=", "≥", "<=", "≤", "==", "===", "≡", "!=", "≠", "!==", "≢", "∈", "∉",
          "∋", "∌", "⊆", "⊈", "⊂", "⊄", "⊊", "⊇", "⊃", "⊅", "⊉", "⊋", "∝", "≈", "≉", "≅",
          "≃", "≺", "≻", "≼", "≽", "⊏", "⊐", "⊑", "⊒", "<:", ">:", "in", "isa") && return 7
    t == "<|" && return 8
    t == "|>" && return 9
    t in (":", "..", "…", "⋮", "⋱", "⋰", "⋯") && return 10
    t in ("+", "-", "|", "⊻", "++", "∪", "∨", "⊔", "±", "∓", "⊕", "⊖", "⊞", "⊟", "\$") &&
        return 11
    t in ("*", "/", "÷", "%", "&", "\\", "⋅", "∘", "×", "∩", "∧", "⊗", "⊘", "⊙", "⊚", "⊛",
          "⊠", "⊡", "⊓", "∗", "∙") && return 12
    t == "//" && return 13
    t in ("<<", ">>", ">>>") && return 14
    t in ("^", "↑", "↓") && return 15
    t == "::" && return 16
    return 0
end
operator_precedence(x) = 0

const _uni_ops = (:+, :-, :!, :¬, :~, :<:, :>:, :√, :∛, :∜)
const _quoted_syms = (:(:), :(::), Symbol(":="), :(=), :(==), :(===), :(=>))
const _expr_infix_wide = (:(=), :(+=), :(-=), :(*=), :(/=), :(\=), :(^=), :(&=), :(|=),
    :(÷=), :(%=), :(>>>=), :(>>=), :(<<=), :(.=), :(.+=), :(.-=), :(.*=), :(./=), :(.\=),
    :(.^=), :(.&=), :(.|=), :(.÷=), :(.%=), :(.>>>=), :(.>>=), :(.<<=), :(&&), :(||),
    :(<:), Symbol("\$="), :(⊻=), :(>:))
const _expr_infix_any = (:(:), :(->), Symbol("::"), _expr_infix_wide...)

isoperator(s::Symbol) = operator_precedence(s) > 0 || s in _uni_ops
isidentifier(s::Symbol) = _is_identifier(String(s))
isidentifier(s::AbstractString) = _is_identifier(String(s))

_is_expr(ex, head::Symbol) = isa(ex, Expr) && ex.head === head
_is_expr(ex, head::Symbol, n::Int) = _is_expr(ex, head) && length(ex.args) == n
_is_quoted(ex) = false
_is_quoted(ex::QuoteNode) = true
_is_quoted(ex::Expr) = _is_expr(ex, :quote, 1) || _is_expr(ex, :inert, 1)
_unquoted(ex::QuoteNode) = ex.value
_unquoted(ex::Expr) = ex.args[1]

function _show_linenumber(io::IO, line, file)
    if file === nothing
        print(io, "#= line ", line, " =#")
    else
        print(io, "#= ", file, ":", line, " =#")
    end
end

function _show_sym(io::IO, sym::Symbol, allow_macroname::Bool = false)
    s = String(sym)
    if _is_identifier(s) || (isoperator(sym) && sym !== Symbol("'"))
        print(io, s)
    elseif allow_macroname && startswith(s, "@")
        print(io, '@')
        _show_sym(io, Symbol(s[2:end]))
    else
        print(io, "var")
        show(io, s)
    end
end

_eval_strict(io::IO) = get(io, :_eval_strict, false)::Bool
function _show_block(io::IO, head, args::Vector, body, indent::Int, quote_level::Int)
    print(io, head)
    if !isempty(args)
        print(io, ' ')
        _show_list(io, args, head === :elseif ? " " : ", ", indent, 0, quote_level)
    end
    ind = (head === :module || head === :baremodule) ? indent : indent + _expr_indent_width
    # (Julia shows a quoted body's statements; code printed for eval keeps its quote)
    exs = (_is_expr(body, :block) || (_is_expr(body, :quote) && !_eval_strict(io))) ?
          body.args : Any[body]
    for ex in exs
        print(io, '\n', " "^ind)
        show_unquoted(io, ex, ind, -1, quote_level)
    end
    print(io, '\n', " "^indent)
end
_show_block(io::IO, head, block, i::Int, quote_level::Int) =
    _show_block(io, head, Any[], block, i, quote_level)
function _show_block(io::IO, head, arg, block, i::Int, quote_level::Int)
    if _is_expr(arg, :block) || (_is_expr(arg, :quote) && !_eval_strict(io))
        _show_block(io, head, arg.args, block, i, quote_level)
    else
        _show_block(io, head, Any[arg], block, i, quote_level)
    end
end

function _show_list(io::IO, items, sep, indent::Int, prec::Int = 0, quote_level::Int = 0,
                    enclose_operators::Bool = false, kw::Bool = false)
    isempty(items) && return
    indent += _expr_indent_width
    first = true
    for item in items
        !first && print(io, sep)
        parens = !_is_quoted(item) &&
            ((first && prec >= 15 &&
              ((item isa Expr && item.head === :call && item.args[1] isa Symbol &&
                item.args[1] in _uni_ops) || (item isa Real && item < 0))) ||
             (enclose_operators && item isa Symbol && isoperator(item)))
        parens && print(io, '(')
        if kw && _is_expr(item, :kw, 2)
            show_unquoted(io, Expr(:(=), item.args[1], item.args[2]), indent, parens ? 0 : prec,
                          quote_level)
        elseif kw && _is_expr(item, :(=), 2)
            _show_expr_fallback(io, item)
        else
            show_unquoted(io, item, indent, parens ? 0 : prec, quote_level)
        end
        parens && print(io, ')')
        first = false
    end
end

function _show_enclosed_list(io::IO, op, items, sep, cl, indent, prec = 0, quote_level = 0,
                             encl_ops = false, kw::Bool = false)
    print(io, op)
    _show_list(io, items, sep, indent, prec, quote_level, encl_ops, kw)
    print(io, cl)
end

function _expr_call_parens(head::Symbol)
    head === :ref && return ('[', ']')
    head === :curly && return ('{', '}')
    return ('(', ')')
end

function _show_call(io::IO, head, func, func_args, indent, quote_level, kw::Bool)
    op, cl = _expr_call_parens(head)
    if (isa(func, Symbol) && func !== :(:) && !(head === _DOT && isoperator(func))) ||
       (isa(func, Expr) && (func.head === _DOT || func.head === :curly || func.head === :macroname))
        show_unquoted(io, func, indent, 0, quote_level)
    else
        print(io, '(')
        show_unquoted(io, func, indent, 0, quote_level)
        print(io, ')')
    end
    head === _DOT && print(io, '.')
    if !isempty(func_args) && _is_expr(func_args[1], :parameters)
        print(io, op)
        _show_list(io, func_args[2:end], ", ", indent, 0, quote_level, false, kw)
        print(io, "; ")
        _show_list(io, func_args[1].args, ", ", indent, 0, quote_level, false, kw)
        print(io, cl)
    else
        _show_enclosed_list(io, op, func_args, ", ", cl, indent, 0, quote_level, false, kw)
    end
end

function _show_expr_fallback(io::IO, ex::Expr)
    # eval prints the code it runs: an Expr that is no code is Julia's syntax error.
    if get(io, :_eval_strict, false)::Bool
        parts = String[String(ex.head)]
        for a in ex.args
            push!(parts, a isa Symbol ? String(a) : sprint(print, a))
        end
        throw(ErrorException(string("syntax: invalid syntax (", join(parts, " "), ")")))
    end
    print(io, "\$(Expr(")
    show(io, ex.head)
    for arg in ex.args
        print(io, ", ")
        show(io, arg)
    end
    print(io, "))")
end

function _show_quote_expr(io::IO, value, indent::Int, prec::Int, quote_level::Int)
    if isa(value, Symbol) && !(value in _quoted_syms)
        s = String(value)
        if _is_identifier(s) || (isoperator(value) && value !== Symbol("'"))
            print(io, ":", s)
        else
            print(io, "Symbol(")
            show(io, s)
            print(io, ")")
        end
    elseif isa(value, Expr) && value.head === :block
        _show_block(io, "quote", value, indent, quote_level)
        print(io, "end")
    else
        print(io, ":(")
        show_unquoted(io, value, indent + 2, -1, quote_level)
        print(io, ")")
    end
end

function _show_generator(io, ex, indent, quote_level)
    if ex.head === :flatten
        fg = ex
        ranges = Any[]
        while isa(fg, Expr) && fg.head === :flatten
            push!(ranges, fg.args[1].args[2:end])
            fg = fg.args[1].args[1]
        end
        push!(ranges, fg.args[2:end])
        show_unquoted(io, fg.args[1], indent, 0, quote_level)
        for r in ranges
            print(io, " for ")
            _show_list(io, r, ", ", indent, 0, quote_level)
        end
    else
        show_unquoted(io, ex.args[1], indent, 0, quote_level)
        print(io, " for ")
        _show_list(io, ex.args[2:end], ", ", indent, 0, quote_level)
    end
end

show_unquoted(io::IO, ex) = show_unquoted(io, ex, 0, 0, 0)
show_unquoted(io::IO, ex, indent::Int, prec::Int) = show_unquoted(io, ex, indent, prec, 0)
show_unquoted(io::IO, ex, indent::Int, prec::Int, quote_level::Int) = show(io, ex)
show_unquoted(io::IO, sym::Symbol, indent::Int, prec::Int, quote_level::Int) = _show_sym(io, sym)
show_unquoted(io::IO, ex::LineNumberNode, indent::Int, prec::Int, quote_level::Int) =
    _show_linenumber(io, ex.line, ex.file)
function show_unquoted(io::IO, ex::QuoteNode, indent::Int, prec::Int, quote_level::Int)
    if isa(ex.value, Symbol)
        _show_quote_expr(io, ex.value, indent, prec, 0)
    else
        print(io, "\$(QuoteNode(")
        show(io, ex.value)
        print(io, "))")
    end
end

_is_globalref(ex) = _is_expr(ex, _DOT) && length(ex.args) == 2 && ex.args[1] isa Module &&
    ex.args[2] isa QuoteNode
function show_unquoted(io::IO, ex::Expr, indent::Int, prec::Int, quote_level::Int)
    head, args, nargs = ex.head, ex.args, length(ex.args)
    unhandled = false
    if head === _DOT && (nargs != 2 || !_is_expr(args[2], :tuple))
        if nargs == 2 && _is_quoted(args[2])
            item = args[1]
            field = _unquoted(args[2])
            # a Module: the module of a global (Julia's GlobalRef) in macroexpand's output;
            # such a global before a field is in parentheses, `(Main.Base).sort`
            parens = !_is_quoted(item) && !(item isa Symbol && isidentifier(item)) &&
                     !(_is_expr(item, _DOT) && !_is_globalref(item)) && !(item isa Module)
            parens && print(io, '(')
            show_unquoted(io, item, indent, 0, quote_level)
            parens && print(io, ')')
            print(io, '.')
            if _is_expr(field, :$)
                show_unquoted(io, field, indent, 0, quote_level)  # a.$f in quoted code
            else
                parens = !(field isa Symbol) || (field in _quoted_syms)
                quoted = parens || isoperator(field)
                quoted && print(io, ':')
                parens && print(io, '(')
                show_unquoted(io, field, indent, 0, quote_level)
                parens && print(io, ')')
            end
        else
            unhandled = true
        end
    elseif head in _expr_infix_any && nargs == 2
        func_prec = operator_precedence(head)
        head_ = head in _expr_infix_wide ? string(" ", head, " ") : string(head)
        if func_prec <= prec
            _show_enclosed_list(io, '(', args, head_, ')', indent, func_prec, quote_level, true)
        else
            _show_list(io, args, head_, indent, func_prec, quote_level, true)
        end
    elseif head === :tuple
        print(io, "(")
        if nargs > 0 && _is_expr(args[1], :parameters)
            arg1 = args[1]
            _show_list(io, args[2:end], ", ", indent, 0, quote_level)
            nargs == 2 && print(io, ',')
            print(io, ";")
            !isempty(arg1.args) && print(io, " ")
            _show_list(io, arg1.args, ", ", indent, 0, quote_level, false, true)
        else
            _show_list(io, args, ", ", indent, 0, quote_level)
            nargs == 1 && print(io, ',')
        end
        print(io, ")")
    elseif head in (:vcat, :hcat, :row, :vect, :braces, :bracescat, :typed_vcat, :typed_hcat)
        if head === :typed_vcat || head === :typed_hcat
            show_unquoted(io, args[1], indent, prec, quote_level)
            head = head === :typed_vcat ? :vcat : :hcat
            args = args[2:end]
            nargs = nargs - 1
        end
        op, cl = (head === :braces || head === :bracescat) ? ('{', '}') : ('[', ']')
        sep = (head === :vcat || head === :bracescat) ? "; " :
              (head === :hcat || head === :row) ? " " : ", "
        head !== :row && print(io, op)
        _show_list(io, args, sep, indent, 0, quote_level)
        nargs == 1 && head === :vcat && print(io, ';')
        head !== :row && print(io, cl)
    elseif (head === :ncat || head === :typed_ncat) && nargs >= 1
        typed = head === :typed_ncat
        typed && show_unquoted(io, args[1], indent, prec, quote_level)
        sep = ";"^args[typed ? 2 : 1]
        print(io, '[')
        _show_list(io, args[(typed ? 3 : 2):end], sep * " ", indent, 0, quote_level)
        nargs == (typed ? 3 : 2) && print(io, sep)
        print(io, ']')
    elseif head === :call && nargs >= 1
        func = args[1]
        func_prec = operator_precedence(func)
        func_args = args[2:end]
        if any(a -> _is_expr(a, :kw), func_args) ||
           (!isempty(func_args) && _is_expr(func_args[1], :parameters))
            _show_call(io, head, func, func_args, indent, quote_level, true)
        elseif func === :* && length(func_args) == 2 &&
               isa(func_args[1], Union{Int64, Float32, Float64}) && isa(func_args[2], Symbol) &&
               !(String(func_args[2])[1] in ('e', 'E', 'f'))
            if func_prec <= prec
                _show_enclosed_list(io, '(', func_args, "", ')', indent, func_prec, quote_level)
            else
                _show_list(io, func_args, "", indent, func_prec, quote_level)
            end
        elseif isa(func, Symbol) && func in _uni_ops && length(func_args) == 1
            show_unquoted(io, func, indent, 0, quote_level)
            arg1 = func_args[1]
            if isa(arg1, Expr) || (isa(arg1, Symbol) && isoperator(arg1))
                _show_enclosed_list(io, '(', func_args, ", ", ')', indent, func_prec)
            else
                show_unquoted(io, arg1, indent, func_prec, quote_level)
            end
        elseif func_prec > 0
            na = length(func_args)
            if (na == 2 || (na > 2 && func in (:+, :++, :*)) || (na == 3 && func === :(:))) &&
               all(a -> !_is_expr(a, _DOTS), func_args)
                sep = func === :(:) ? ":" : string(" ", func, " ")
                if func_prec <= prec
                    _show_enclosed_list(io, '(', func_args, sep, ')', indent, func_prec,
                                        quote_level, true)
                else
                    _show_list(io, func_args, sep, indent, func_prec, quote_level, true)
                end
            elseif na == 1
                print(io, "(")
                show_unquoted(io, func, indent, 0, quote_level)
                print(io, ")")
                _show_enclosed_list(io, '(', func_args, ", ", ')', indent, 0, quote_level)
            else
                _show_call(io, head, func, func_args, indent, quote_level, true)
            end
        else
            _show_call(io, head, func, func_args, indent, quote_level, true)
        end
    elseif (head === :ref || head === :curly || head === _DOT) && nargs >= 1
        funcargslike = head === _DOT ? args[2].args : args[2:end]
        _show_call(io, head, args[1], funcargslike, indent, quote_level, head !== :curly)
    elseif head === :typed_comprehension && nargs == 2
        show_unquoted(io, args[1], indent, 0, quote_level)
        print(io, '[')
        _show_generator(io, args[2], indent, quote_level)
        print(io, ']')
    elseif head === :comprehension && nargs == 1
        print(io, '[')
        _show_generator(io, args[1], indent, quote_level)
        print(io, ']')
    elseif (head === :generator && nargs >= 2) || (head === :flatten && nargs == 1)
        print(io, '(')
        _show_generator(io, ex, indent, quote_level)
        print(io, ')')
    elseif head === :filter && nargs == 2
        show_unquoted(io, args[2], indent, 0, quote_level)
        print(io, " if ")
        show_unquoted(io, args[1], indent, 0, quote_level)
    elseif head === :comparison && nargs >= 3 && isodd(nargs)
        comp_prec = 100
        for i in 2:2:nargs
            comp_prec = min(comp_prec, operator_precedence(args[i]))
        end
        if comp_prec <= prec
            _show_enclosed_list(io, '(', args, " ", ')', indent, comp_prec, quote_level)
        else
            _show_list(io, args, " ", indent, comp_prec, quote_level)
        end
    elseif head === :function && nargs == 2 && _is_expr(args[1], :call)
        _show_block(io, head, Expr(:calldecl, args[1].args...), args[2], indent, quote_level)
        print(io, "end")
    elseif head === :calldecl && nargs >= 1
        _show_call(io, :call, args[1], args[2:end], indent, quote_level, true)
    elseif (head === :function || head === :macro) && nargs == 1
        print(io, head, ' ')
        show_unquoted(io, args[1])
        print(io, " end")
    elseif head === :do && nargs == 2
        show_unquoted(io, args[1], indent, -1, quote_level)
        print(io, " do ")
        _show_list(io, args[2].args[1].args, ", ", 0, 0, quote_level)
        for stmt in args[2].args[2].args
            print(io, '\n', " "^(indent + _expr_indent_width))
            show_unquoted(io, stmt, indent + _expr_indent_width, -1, quote_level)
        end
        print(io, '\n', " "^indent)
        print(io, "end")
    elseif head in (:for, :while, :function, :macro, :if, :elseif, :let) && nargs == 2
        if _is_expr(args[2], :block)
            _show_block(io, head, args[1], args[2], indent, quote_level)
        else
            _show_block(io, head, args[1], Expr(:block, args[2]), indent, quote_level)
        end
        print(io, "end")
    elseif (head === :if || head === :elseif) && nargs == 3
        _show_block(io, head, args[1], args[2], indent, quote_level)
        arg3 = args[3]
        if isa(arg3, Expr) && arg3.head === :elseif
            show_unquoted(io, arg3, indent, prec, quote_level)
        else
            _show_block(io, "else", arg3, indent, quote_level)
            print(io, "end")
        end
    elseif head === :module && nargs == 3 && isa(args[1], Bool)
        _show_block(io, args[1] ? :module : :baremodule, args[2], args[3], indent, quote_level)
        print(io, "end")
    elseif head === :struct && nargs == 3
        _show_block(io, args[1] ? Symbol("mutable struct") : Symbol("struct"), args[2], args[3],
                    indent, quote_level)
        print(io, "end")
    elseif head === :abstract && nargs == 1
        print(io, "abstract type ")
        _show_list(io, args, ' ', indent, 0, quote_level)
        print(io, " end")
    elseif head === :return && nargs == 1 && args[1] === nothing
        print(io, head)
    elseif head in (:(::), :<:, :>:) && nargs == 1
        print(io, head)
        show_unquoted(io, args[1], indent, 0, quote_level)
    elseif head === _DOTS && nargs == 1
        show_unquoted(io, args[1], indent, 0, quote_level)
        print(io, "...")
    elseif nargs == 0 && head in (:break, :continue)
        print(io, head)
    elseif (nargs == 1 && head in (:return, :const)) || head in (:local, :global)
        print(io, head, ' ')
        _show_list(io, args, ", ", indent, 0, quote_level)
    elseif head === :export
        print(io, head, ' ')
        _show_list(io, args, ", ", indent)
    elseif head === :macrocall && nargs >= 2
        m = args[1]
        if isa(m, Symbol) && nargs >= 3 && isa(args[3], String) && startswith(String(m), "@") &&
           endswith(String(m), "_str")
            s = String(m)
            print(io, s[2:prevind(s, lastindex(s), 4)], "\"", args[3], "\"")
            nargs == 4 && print(io, args[4])
        else
            if isa(args[2], LineNumberNode)
                print(io, args[2], ' ')
            end
            mname = m isa Symbol ? Expr(:macroname, m) : m
            if prec >= 0
                _show_call(io, :call, mname, args[3:end], indent, quote_level, false)
            else
                show_args = Any[mname]
                for i in 3:nargs
                    push!(show_args, args[i])
                end
                _show_list(io, show_args, ' ', indent, 0, quote_level)
            end
        end
    elseif head === :macroname && nargs == 1
        arg1 = args[1]
        if arg1 isa Symbol
            _show_sym(io, arg1, true)
        else
            show_unquoted(io, arg1)
        end
    elseif head === :try && 3 <= nargs <= 5
        _show_block(io, "try", args[1], indent, quote_level)
        if _is_expr(args[3], :block)
            _show_block(io, "catch", args[2] === false ? Any[] : args[2], args[3], indent,
                        quote_level)
        end
        if nargs >= 5 && _is_expr(args[5], :block)
            _show_block(io, "else", Any[], args[5], indent, quote_level)
        end
        if nargs >= 4 && _is_expr(args[4], :block)
            _show_block(io, "finally", Any[], args[4], indent, quote_level)
        end
        print(io, "end")
    elseif head === :block
        _show_block(io, "begin", ex, indent, quote_level)
        print(io, "end")
    elseif head === :quote && nargs == 1 && isa(args[1], Symbol)
        _show_quote_expr(io, args[1], indent, 0, quote_level + 1)
    elseif head === :quote && !(get(io, :unquote_fallback, true)::Bool)
        if nargs == 1 && _is_expr(args[1], :block)
            _show_block(io, "quote", args[1], indent, quote_level + 1)
            print(io, "end")
        elseif nargs == 1
            print(io, ":(")
            show_unquoted(io, args[1], indent + 2, 0, quote_level + 1)
            print(io, ")")
        else
            _show_block(io, "quote", Expr(:block, args...), indent, quote_level + 1)
            print(io, "end")
        end
    elseif head === :string && nargs == 1 && isa(args[1], AbstractString)
        show(io, args[1])
    elseif head === :string
        print(io, '"')
        for x in args
            if !isa(x, AbstractString)
                print(io, "\$(")
                if isa(x, Symbol) && !(x in _quoted_syms)
                    _show_sym(io, x)
                else
                    show_unquoted(io, x, 0, 0, quote_level)
                end
                print(io, ")")
            else
                escape_string(io, x, "\"\$")
            end
        end
        print(io, '"')
    elseif (head === :& || head === _DOLLAR) && nargs == 1
        if head === _DOLLAR
            quote_level -= 1
        end
        if head === _DOLLAR && get(io, :unquote_fallback, true)::Bool
            unhandled = true
        else
            print(io, head)
            a1 = args[1]
            parens = (isa(a1, Expr) && !(a1.head in (:tuple, _DOLLAR, :vect, :braces))) ||
                     (isa(a1, Symbol) && isoperator(a1))
            parens && print(io, "(")
            show_unquoted(io, a1, 0, 0, quote_level)
            parens && print(io, ")")
        end
    elseif head === Symbol("'") && nargs == 1
        if isa(args[1], Symbol)
            show_unquoted(io, args[1], 0, 0, quote_level)
        else
            print(io, "(")
            show_unquoted(io, args[1], 0, 0, quote_level)
            print(io, ")")
        end
        print(io, head)
    elseif head === :where && nargs > 1
        parens = 1 <= prec
        parens && print(io, "(")
        show_unquoted(io, args[1], indent, 16, quote_level)
        print(io, " where ")
        if nargs == 2
            show_unquoted(io, args[2], indent, 1, quote_level)
        else
            print(io, "{")
            _show_list(io, args[2:end], ", ", indent, 0, quote_level)
            print(io, "}")
        end
        parens && print(io, ")")
    elseif (head === :import || head === :using) && nargs >= 1
        print(io, head, ' ')
        first = true
        for a in args
            !first && print(io, ", ")
            first = false
            _show_import_path(io, a)
        end
    else
        unhandled = true
    end
    unhandled && _show_expr_fallback(io, ex)
    return nothing
end

function _show_import_path(io::IO, ex)
    if !isa(ex, Expr)
        show_unquoted(io, ex)
    elseif ex.head === :(:)
        _show_import_path(io, ex.args[1])
        print(io, ": ")
        for i in 2:length(ex.args)
            i > 2 && print(io, ", ")
            _show_import_path(io, ex.args[i])
        end
    elseif ex.head === _DOT
        for i in 1:length(ex.args)
            if i > 1 && ex.args[i-1] !== _DOT
                print(io, '.')
            end
            _show_sym(io, ex.args[i], i == length(ex.args))
        end
    else
        show_unquoted(io, ex)
    end
end

print(io::IO, ex::Union{Expr, QuoteNode, LineNumberNode}) =
    (show_unquoted(IOContext(io, :unquote_fallback => false), ex, 0, -1, 0); nothing)
show(io::IO, ex::Union{Expr, QuoteNode, LineNumberNode}) =
    (_show_quote_expr(IOContext(io, :unquote_fallback => true), ex, 0, -1, 0); nothing)
show(io::IO, ::MIME"text/plain", ex::Union{Expr, QuoteNode, LineNumberNode}) = show(io, ex)

# ---- dump (base/show.jl): a value's type and, for structs, its fields ----
dump(x) = dump(stdout, x)
function dump(io::IO, x)
    _dump(io, x, "")
    println(io)
    return nothing
end
_dump(io::IO, x::Symbol, indent) = print(io, "Symbol ", String(x))
_dump(io::IO, x::String, indent) = (print(io, "String "); show(io, x))
_dump(io::IO, x::Union{Nothing, Bool, Number, Char}, indent) = (show(io, typeof(x)); print(io, " "); show(io, x))
function _dump(io::IO, x::Vector, indent)
    print(io, "Array{", eltype(x), "}((", length(x), ",))")
    for i in 1:length(x)
        print(io, "\n", indent, "  ", i, ": ")
        _dump(io, x[i], string(indent, "  "))
    end
end
function _dump(io::IO, x, indent)
    T = typeof(x)
    show(io, T)
    names = fieldnames(T)
    for i in 1:length(names)
        print(io, "\n", indent, "  ", names[i], ": ")
        _dump(io, getfield(x, i), string(indent, "  "))
    end
end

module Meta
import ..Base
using ..Base: Expr, QuoteNode

"""
    Meta.isexpr(ex, head[, n])

Whether `ex` is an Expr with head `head` (or one of the heads in a collection),
and with `n` arguments when given.
"""
isexpr(ex, head::Symbol) = isa(ex, Expr) && ex.head === head
isexpr(ex, heads) = isa(ex, Expr) && Base.in(ex.head, heads)
isexpr(ex, heads, n::Int) = isexpr(ex, heads) && Base.length(ex.args) == n

quot(ex) = Expr(:quote, ex)

"""
    Meta.show_sexpr([io::IO,], ex)

Shows `ex` as a Lisp-style S-expression: `(:call, :f, :x)`.
"""
show_sexpr(ex) = show_sexpr(Base.stdout, ex)
show_sexpr(io::Base.IO, ex) = _sexpr(io, ex, 0)
_sexpr(io, ex, indent::Int) = Base.show(io, ex)
function _sexpr(io, ex::QuoteNode, indent::Int)
    inner = indent + 2
    Base.print(io, "(:quote, #QuoteNode\n", Base.repeat(" ", inner))
    _sexpr(io, ex.value, inner)
    Base.print(io, "\n", Base.repeat(" ", indent), ")")
end
function _sexpr(io, ex::Expr, indent::Int)
    inner = indent + 2
    block = ex.head === :block
    Base.print(io, "(")
    _sexpr(io, ex.head, inner)
    for a in ex.args
        Base.print(io, block ? Base.string(",\n", Base.repeat(" ", inner)) : ", ")
        _sexpr(io, a, inner)
    end
    if Base.isempty(ex.args)
        Base.print(io, ",)")
    else
        Base.print(io, block ? Base.string("\n", Base.repeat(" ", indent), ")") : ")")
    end
end

"""
    Meta.parse(str)

The expression the code in `str` is (`nothing` for blank text).
"""
parse(str::AbstractString; raise::Bool = true, filename::AbstractString = "none",
      depwarn::Bool = true) = Base._meta_parse(str; raise = raise)

"""
    Meta.ParseError(msg[, detail])

The text given to `Meta.parse` is not valid Julia code; `msg` describes why.
"""
struct ParseError <: Exception
    msg::String
    detail::Any
end
ParseError(msg::AbstractString) = ParseError(msg, nothing)
end

export Expr, QuoteNode, LineNumberNode, Meta, dump

# ---- eval (docs/lowering.md, "Quoting"): an Expr runs as the code it prints ----
# Values that do not print as code that makes them again (arrays, structs,
# closures...) are kept here and the code refers to them.
const _eval_slots = Any[]
function _eval_prepare(x)
    # Compiler hints (what @inbounds/@inline expand to) change nothing Kiln runs.
    x isa Expr && (x.head === :inbounds || x.head === :meta || x.head === :loopinfo) &&
        return nothing
    if x isa Expr
        n = Expr(x.head)
        for a in x.args
            push!(n.args, _eval_prepare(a))
        end
        return n
    elseif x isa Union{Symbol, LineNumberNode, Int64, Float64, String, Char, Bool, Nothing,
                       Module, Type}
        return x
    elseif x isa QuoteNode && x.value isa Symbol
        return x
    elseif x isa QuoteNode && x.value isa Expr && x.value.head === :$
        return x  # `a.$f` in quoted code
    elseif x isa Function && !('#' in repr(x))
        return x
    end
    push!(_eval_slots, x isa QuoteNode ? x.value : x)
    return Expr(:ref, Expr(_DOT, :Base, QuoteNode(:_eval_slots)), length(_eval_slots))
end

function _eval(m::Module, ex)
    if ex isa Expr
        if ex.head === :toplevel
            r = nothing
            for a in ex.args
                r = _eval(m, a)
            end
            return r
        end
        code = sprint(print, _eval_prepare(ex); context = :_eval_strict => true)
        return Core._eval_string(m, code, "none")
    elseif ex isa Symbol
        return Core._eval_string(m, sprint(print, ex), "none")
    elseif ex isa QuoteNode
        return ex.value
    elseif ex isa LineNumberNode
        return nothing
    end
    return ex
end

"""
    include_string(m::Module, code::AbstractString, filename::AbstractString = "string")

Runs the code in `code` as top-level code of module `m`; the value of its last expression.
"""
include_string(m::Module, code::AbstractString, filename::AbstractString = "string") =
    Core._eval_string(m, String(code), String(filename))

"""
    invokelatest(f, args...; kwargs...)

Calls `f(args...; kwargs...)` in the newest world: it sees methods defined (by `eval`)
after the running function started.
"""
# invoke(f, T, args...; kw...): the keyword sorter of the method T selects.
_typeof_callee(f) = f isa Type ? Type{f} : typeof(f)
const _InvokeType = typeof(Core.invoke)
function Core.kwcall(kws::NamedTuple, ::_InvokeType, f, T::Type, args...)
    return invoke(Core.kwcall, Tuple{typeof(kws), _typeof_callee(f), fieldtypes(T)...},
                  kws, f, args...)
end
invokelatest(f, args...) = Core._call_latest(f, args...)
invokelatest(f, args...; kwargs...) = Core._call_latest((xs...) -> f(xs...; kwargs...), args...)

export include_string, invokelatest
