# Functions Julia's Base owns whose methods live in a standard library package
# (Julia has those packages loaded at start-up; Kiln loads one on first use).
# `rand` and `randn` belong to Random: the first call loads it, then calls
# again in the newest world, where Random's methods are.


const _RANDOM_LOADED = Bool[false]

function _load_random(f, args)
    _RANDOM_LOADED[1] && throw(MethodError(f, args))
    Core._require(:Random)
    _RANDOM_LOADED[1] = true
    return Core._call_latest(f, args...)
end

rand(args...) = _load_random(rand, args)
randn(args...) = _load_random(randn, args)

# Solving, dividing by and inverting matrices belong to LinearAlgebra, which a
# Julia program may use without `using LinearAlgebra`: the first such call
# loads it, then calls again in the newest world. (The signatures are wider
# than LinearAlgebra's, so its methods win once it is loaded; what neither
# covers is a MethodError.)
const _LINALG_LOADED = Bool[false]

function _load_linalg(f, args)
    _LINALG_LOADED[1] && throw(MethodError(f, args))
    Core._require(:LinearAlgebra)
    _LINALG_LOADED[1] = true
    return Core._call_latest(f, args...)
end

inv(A::AbstractArray) = _load_linalg(inv, (A,))
\(A::AbstractArray, B::AbstractArray) = _load_linalg(\, (A, B))
/(A::AbstractArray, B::AbstractArray) = _load_linalg(/, (A, B))
