# A keyword body's frame is shown as the keyword call (`f(x::Int64; k::T)`, a
# `kws...` rest as `@Kwargs{...}`); the positional method that called it from the
# same line is left out, one on another line is kept. A keyword sorter is never shown.
resize(x; factor = 2) = check(x * factor)
function layout(x; margin = 1, opts...)
    return resize(x + margin; opts...)
end
check(v) = v > 10 ? error("too big: ", v) : v
println(layout(1))
layout(4; factor = 3)
#= expect
4
=#
#= expect-stderr-prefix
ERROR: LoadError: too big: 15
Stacktrace:
 [1] error(::String, ::Int64)
<...>
 [2] check(v::Int64)
   @ Main <*>fail_keyword_frames.jl:8
 [3] resize(x::Int64; factor::Int64)
   @ Main <*>fail_keyword_frames.jl:4
 [4] layout(x::Int64; margin::Int64, opts::@Kwargs{factor::Int64})
   @ Main <*>fail_keyword_frames.jl:6
 [5] top-level scope
   @ <*>fail_keyword_frames.jl:10
in expression starting at <*>fail_keyword_frames.jl:10
=#
#= exit: 1 =#
