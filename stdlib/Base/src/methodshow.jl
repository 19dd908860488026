# methods(f) and how the list prints (base/methodshow.jl): a header naming the function
# and its module, then each method, most specific first, with where it is defined.

struct MethodList
    f::Any
    ms::Tuple  # (text, file::Symbol, line) per method, from Core.function_methods
end
methods(f) = MethodList(f, Core.function_methods(f))
length(ml::MethodList) = length(ml.ms)
isempty(ml::MethodList) = isempty(ml.ms)
iterate(ml::MethodList, i::Int = 1) = i > length(ml.ms) ? nothing : (ml.ms[i], i + 1)

function _show_method_header(io::IO, ml::MethodList)
    n = length(ml)
    f = ml.f
    print(io, "# ", n, n == 1 ? " method" : " methods")
    if f isa Function
        name = string(nameof(f))
        what = startswith(name, '#') ? "anonymous function" :
               startswith(name, '@') ? "macro" : "generic function"
        print(io, " for ", what, " \"", name, "\" from ", parentmodule(f))
    elseif f isa Type
        print(io, " for type constructor")
    end
    print(io, ":")
end

function show(io::IO, ml::MethodList)
    _show_method_header(io, ml)
    width = length(string(length(ml)))
    n = 0
    for (text, file, line) in ml
        n += 1
        print(io, "\n ", lpad(string("[", n, "]"), width + 2), " ", text, "\n")
        print(io, "     @ ", contractuser(string(file)), ":", line)
    end
    return nothing
end
show(io::IO, ::MIME"text/plain", ml::MethodList) = show(io, ml)

# which(f, types): the Method a call with arguments of these types runs. It prints as
# its signature and, on a line of its own (on the same line when compact), `@ Module
# file:line`; its name, module, file, line and nargs are properties.
function which(f, types)
    params = types isa Type ? fieldtypes(types) : types
    m = Core.which_method(Core.apply_type(Tuple, f isa Type ? Type{f} : typeof(f), params...))
    if !(m isa Method)
        sig = string(f isa Function ? nameof(f) : f, "(", join(("::" * string(T) for T in params), ", "), ")")
        what = m === :ambiguous ? string("MethodError: ", sig, " is ambiguous.") :
               string("MethodError: no method matching ", sig)
        throw(ErrorException(string("Calling invoke(f, t, args...) would throw:\n", what)))
    end
    return m
end

function getproperty(m::Method, name::Symbol)
    info = Core.method_info(m)
    name === :name && return info[5]
    name === :module && return info[4]
    name === :file && return info[2]
    name === :line && return Int32(info[3])
    name === :nargs && return Int32(info[6])
    throw(ErrorException(string("type Method has no field ", name)))
end
propertynames(::Method) = (:name, :module, :file, :line, :nargs)

function show(io::IO, m::Method)
    info = Core.method_info(m)
    print(io, info[1])
    get(io, :compact, false) ? print(io, " @ ") : print(io, "\n     @ ")
    info[4] === nothing || print(io, info[4], " ")
    print(io, contractuser(string(info[2])), ":", info[3])
    return nothing
end
show(io::IO, ::MIME"text/plain", m::Method) = show(io, m)
