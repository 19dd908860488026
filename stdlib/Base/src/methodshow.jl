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
