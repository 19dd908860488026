# Each operation throws the exception type Julia throws.
function err_type(f)
    try
        f()
        "no error"
    catch e
        string(typeof(e))
    end
end
println(err_type(() -> [1, 2, 3][4]))
println(err_type(() -> sqrt(-1.0)))
println(err_type(() -> error("boom")))
println(err_type(() -> UInt8(256)))
println(err_type(() -> Dict("a" => 1)["b"]))
println(err_type(() -> 1 + "a"))
println(err_type(() -> div(1, 0)))
println(err_type(() -> 5 % 0))
println(err_type(() -> parse(Int, "x")))
println(err_type(() -> factorial(21)))
println(err_type(() -> undefined_function_xyz(1)))
println(err_type(() -> throw(ArgumentError("a"))))
println(err_type(() -> log(-1.0)))
println(err_type(() -> "abc"[10]))
println(err_type(() -> pop!(Int[])))
println(err_type(() -> 1 ÷ 1))
println(err_type(() -> zeros(2, 2)[3, 1]))
println(err_type(() -> Int("7")))
#= expect
BoundsError
DomainError
ErrorException
InexactError
KeyError
MethodError
DivideError
DivideError
ArgumentError
OverflowError
UndefVarError
ArgumentError
DomainError
BoundsError
ArgumentError
no error
BoundsError
MethodError
=#
