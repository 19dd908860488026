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
