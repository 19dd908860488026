# Read by tests/native/inbounds_ir.py: each function's native module, with the
# `inbounds` check blocks ElementAddress emits reachable or not.
get_in(a, i) = @inbounds a[i]
get_ck(a, i) = a[i]
set_in!(a, i, x) = (@inbounds a[i] = x; a)
set_ck!(a, i, x) = (a[i] = x; a)
get2_in(m, i, j) = @inbounds m[i, j]
a = [1, 2, 3]
m = [1.0 2.0; 3.0 4.0]
println(get_in(a, 2), get_ck(a, 2), set_in!(a, 1, 5), set_ck!(a, 1, 5), get2_in(m, 2, 2))
