# showerror gives each exception's message as Julia prints it after `ERROR: `.
msg(e) = sprint(showerror, e)
println(msg(BoundsError([1, 2], 3)))
println(msg(BoundsError([1, 2], (3,))))
println(msg(BoundsError(zeros(2, 2), (3, 1))))
println(msg(BoundsError("abc", 5)))
println(msg(BoundsError()))
println(msg(DomainError(-1)))
println(msg(DomainError(-1.5, "no negatives")))
println(msg(InexactError(:trunc, UInt8, 300)))
println(msg(InexactError(:Int64, Int64, 2.5)))
println(msg(KeyError(:a)))
println(msg(KeyError("k")))
println(msg(ArgumentError("bad argument")))
println(msg(ErrorException("plain")))
println(msg(AssertionError("x > 0")))
println(msg(OverflowError("too big")))
println(msg(DivideError()))
println(msg(UndefKeywordError(:w)))
println(msg(StringIndexError("héllo", 3)))
println(msg(StringIndexError("aé", 3)))
println(msg(DimensionMismatch("sizes differ")))
println(msg(EOFError()))
struct Custom <: Exception
    code::Int
end
println(msg(Custom(7)))
#= expect
BoundsError: attempt to access 2-element Vector{Int64} at index [3]
BoundsError: attempt to access 2-element Vector{Int64} at index [3]
BoundsError: attempt to access 2×2 Matrix{Float64} at index [3, 1]
BoundsError: attempt to access 3-codeunit String at index [5]
BoundsError
DomainError with -1
DomainError with -1.5:
no negatives
InexactError: trunc(UInt8, 300)
InexactError: Int64(2.5)
KeyError: key :a not found
KeyError: key "k" not found
ArgumentError: bad argument
plain
AssertionError: x > 0
OverflowError: too big
DivideError: integer division error
UndefKeywordError: keyword argument `w` not assigned
StringIndexError: invalid index [3], valid nearby indices [2]=>'é', [4]=>'l'
StringIndexError: invalid index [3], valid nearby index [2]=>'é'
DimensionMismatch: sizes differ
EOFError: read end of file
Custom(7)
=#
