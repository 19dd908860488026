# @assert throws AssertionError with the condition's text; @show prints each
# expression as Julia prints it, then " = ", then its repr (Base macros).
function check(x, v)
    @assert x > 0
    @assert length(v) == 3 "need three"
    @assert isodd(x) "x = $x"
    @show x
    @show x + 1 v[end] -x
    @show !isempty(v) (x - 1) - 2
end
