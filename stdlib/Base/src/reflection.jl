# Reflection on types and functions (base/reflection.jl): field types, mutability,
# names and modules, whether a method applies.

fieldtypes(T::Type) = ntuple(i -> fieldtype(T, i), fieldcount(T))
ismutabletype(T::Type) = T isa DataType && Core.type_name_info(T)[3]
ismutable(x) = ismutabletype(typeof(x))
isabstracttype(T) = T isa DataType && Core.type_name_info(T)[5]
# A field of an immutable struct is always const; one of a mutable struct when declared so
# (a name that is no field counts as const: reading it always throws).
function isconst(T::Type, s::Union{Symbol, Int})
    T isa DataType || return false
    ismutabletype(T) || return true
    i = s isa Int ? s : something(findfirst(==(s), fieldnames(T)), 0)
    1 <= i <= fieldcount(T) || return true
    return i in Core.type_name_info(T)[6]
end
# A global is constant when the binding the name resolves to in m is (functions, types and
# modules are; `const x = v`).
isconst(m::Module, s::Symbol) = Core._binding_isconst(m, s)
const _primitive_types = (Bool, Char, Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64,
                          Float32, Float64)
isprimitivetype(T) = T isa DataType && T in _primitive_types
isstructtype(T) = (T = unwrap_unionall(T); T isa DataType && !isabstracttype(T) && !isprimitivetype(T))
# The module's path of names from its root: (:Base, :Iterators), (:Main, :M).
function fullname(m::Module)
    name = nameof(m)
    (m === Core.Main || m === Base || m === Core) && return (name,)
    p = parentmodule(m)
    return p === m ? (name,) : (fullname(p)..., name)
end
# String and Symbol are variable-sized objects in Julia, never bits.
isbitstype(T) = isprimitivetype(T) || (isstructtype(T) && isconcretetype(T) && !ismutabletype(T) &&
                                       T !== String && T !== Symbol && all(isbitstype, fieldtypes(T)))

nameof(T::DataType) = Core.type_name_info(T)[1]
nameof(T::UnionAll) = nameof(Core.type_name_info(T)[1])
nameof(s::Symbol) = s
function nameof(f::Function)
    info = Core.type_name_info(typeof(f))
    return info[4] === nothing ? info[1] : info[4]
end
# A module prints as its path from Main (Main.A.B); its name is the last part.
nameof(m::Module) = (p = string(m); k = findlast('.', p); Symbol(k === nothing ? p : p[k+1:end]))
parentmodule(T::DataType) = Core.type_name_info(T)[2]
parentmodule(T::UnionAll) = Core.type_name_info(T)[2]
parentmodule(f::Function) = Core.type_name_info(typeof(f))[2]

hasmethod(f, t::Type) = Core.method_exists(Core.apply_type(Tuple, typeof(f), fieldtypes(t)...))
# A tuple of types stands for the Tuple type of them, as in `hasmethod(sin, (Float64,))`.
hasmethod(f, t::Tuple) = hasmethod(f, Core.apply_type(Tuple, t...))
applicable(f, args...) = hasmethod(f, Core.apply_type(Tuple, map(typeof, args)...))

# names(m): m's exported names and its own name (with `all`, every name it owns;
# with `imported`, the names it imports explicitly), sorted.
names(m::Module; all::Bool = false, imported::Bool = false) =
    Symbol[Core.module_names(m, all, imported)...]

# The module a module belongs to, found from its path (`Main.A.B`); a
# package's top module is its own parent.
function parentmodule(m::Module)
    (m === Core.Main || m === Core) && return m
    m === Base && return Core.Main
    path = split(string(m), '.')
    length(path) == 1 && return m
    p = path[1] == "Main" ? Core.Main : path[1] == "Base" ? Base : path[1] == "Core" ? Core :
        Core._require(Symbol(path[1]))
    for i in 2:length(path)-1
        p = getfield(p, Symbol(path[i]))
    end
    return p
end

# supertypes(T): T, its supertype, and so on up to Any.
function supertypes(T::Type)
    S = supertype(T)
    return S === T ? (T,) : (T, supertypes(S)...)
end

# typeintersect(a, b): the largest type contained in both, for the cases that do not
# need the subtyping algorithm's variable solving: one type containing the other,
# Unions (member by member), tuples of equal length (element by element), and
# otherwise unrelated types (Union{} when neither is abstract-over-the-other). A
# parametric pair it cannot decide (`Vector{<:Real}` with `AbstractVector{Int}`) gives
# the subtype-based answer only, which may be wider than Julia's.
function typeintersect(a::Type, b::Type)
    a <: b && return a
    b <: a && return b
    a isa Union && return Union{typeintersect(a.a, b), typeintersect(a.b, b)}
    b isa Union && return Union{typeintersect(a, b.a), typeintersect(a, b.b)}
    if a isa DataType && b isa DataType && a <: Tuple && b <: Tuple
        pa = fieldtypes(a)
        pb = fieldtypes(b)
        length(pa) == length(pb) || return Union{}
        ts = map(typeintersect, pa, pb)
        any(t -> t === Union{}, ts) && return Union{}
        return Tuple{ts...}
    end
    return Union{}
end

hasfield(T::Type, name::Symbol) = name in fieldnames(T)
isbits(x) = isbitstype(typeof(x))

# Core.SimpleVector (a type's `parameters` and `types`): an immutable vector of Any.
length(v::Core.SimpleVector) = Core.svec_length(v)
size(v::Core.SimpleVector) = (length(v),)
getindex(v::Core.SimpleVector, i::Int) = Core.svec_ref(v, i)
firstindex(v::Core.SimpleVector) = 1
lastindex(v::Core.SimpleVector) = length(v)
keys(v::Core.SimpleVector) = OneTo(length(v))
eachindex(v::Core.SimpleVector) = OneTo(length(v))
isempty(v::Core.SimpleVector) = length(v) == 0
iterate(v::Core.SimpleVector, i::Int = 1) = i > length(v) ? nothing : (v[i], i + 1)
eltype(::Type{Core.SimpleVector}) = Any
IteratorSize(::Type{Core.SimpleVector}) = HasLength()
function show(io::IO, v::Core.SimpleVector)
    print(io, "svec(")
    for i in 1:length(v)
        i > 1 && print(io, ", ")
        show(io, v[i])
    end
    print(io, ")")
end

"""
    Base.summarysize(obj) -> Int

The bytes used by all unique objects reachable from `obj`, counted as Julia lays them
out on a 64-bit machine: an Array is its header (8 bytes per dimension and 16 more)
and its memory (a 16-byte header and the elements, inline when they are bits, else a
pointer each and the element itself); a String is its length and 8 bytes; a Symbol
and a singleton are free; any other value is its size and what its fields point to.
"""
summarysize(obj) = _summarysize(obj, IdDict{Any, Bool}())
_summarysize(::Symbol, seen) = 0
_summarysize(x::String, seen) = 8 + ncodeunits(x)
function _summarysize(x::Array{T, N}, seen) where {T, N}
    haskey(seen, x) && return 0
    seen[x] = true
    inline = isbitstype(T)
    n = 8 * (2 + N) + 16 + length(x) * (inline ? sizeof(T) : 8)
    if !inline && T !== Symbol
        for i in 1:length(x)
            isassigned(x, i) && (n += _summarysize(x[i], seen))
        end
    end
    return n
end
function _summarysize(x, seen)
    T = typeof(x)
    (isconcretetype(T) && !ismutabletype(T) && sizeof(T) == 0) && return 0
    isbitstype(T) && return sizeof(x)
    if ismutabletype(T)
        haskey(seen, x) && return 0
        seen[x] = true
    end
    n = Core.sizeof(x)
    for i in 1:nfields(x)
        isdefined(x, i) || continue
        isbitstype(fieldtype(T, i)) && continue
        n += _summarysize(getfield(x, i), seen)
    end
    return n
end
