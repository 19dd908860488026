# struct, module, using and const belong at top level.
function f()
    struct Inner
        x
    end
    using Base
    const c = 1
    Base.show(io::IO, x::Int) = nothing
end
let
    abstract type A end
end
