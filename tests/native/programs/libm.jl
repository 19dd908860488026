# native: at least 3 compiled
# native: compiles waves
# Calls native code makes to the C math library by name (sin, exp, pow...):
# the JIT resolves them from its own table (src/jit/c_symbols.def), also in a
# fully static kiln, where no dynamic symbol table can be searched. The libm
# intrinsics' results are Float64 for Float64 arguments, so the whole loop is
# native code.
function waves(n::Int)
    s = 0.0
    i = 1
    while i <= n
        x = i * 0.1
        s += sin(x) * cos(x) + exp(-x) + log(x) + x ^ 1.5 + atan(x, 2.0) + hypot(x, 1.0) +
             tanh(x) + cbrt(x) + log2(x) + expm1(-x)
        i += 1
    end
    return s
end

println(round(Int, waves(100) * 1000))
println(round(Int, waves(7) * 1000))

#= expect
2411085
4855
=#
