# isconst(m, s) and isdefined(m, s) on module globals: constants, functions, types, imported
# names, declared but unassigned globals, and names of other modules.
const C = 3
v = 1
f(x) = x
struct S end
global declared_only
module M
const K = 2
g() = 1
export g
end
using .M
println(isconst(Main, :C), " ", isconst(Main, :v), " ", isconst(Main, :f), " ", isconst(Main, :S))
println(isconst(Main, :nope), " ", isconst(Main, :pi), " ", isconst(Main, :println), " ", isconst(Main, :M))
println(isconst(M, :K), " ", isconst(M, :g), " ", isconst(Main, :g), " ", isconst(Base, :sin))
println(isdefined(Main, :C), " ", isdefined(Main, :v), " ", isdefined(Main, :declared_only), " ", isdefined(Main, :nope))
println(isdefined(Main, :sin), " ", isdefined(Main, :g), " ", isdefined(M, :K), " ", isdefined(M, :C), " ", isdefined(M, :println))
declared_only = 5
println(isdefined(Main, :declared_only), " ", isdefined(@__MODULE__, :v), " ", @isdefined(declared_only))
#= expect
true false true true
false true true true
true true true true
true true false false
true true true false true
true true true
=#
