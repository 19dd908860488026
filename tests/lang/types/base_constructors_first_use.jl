# Constructors of Base's types called for the first time by the program, also
# after the program has given one of those types a constructor of its own.
e = KeyError(:k)
println(e.key)
Base.ArgumentError(n::Int) = ArgumentError("number $n")
println(ArgumentError(3).msg)
println(ArgumentError("text").msg)
println(DivideError() isa Exception, " ", typeof(OverflowError("x")))
#= expect
k
number 3
text
true OverflowError
=#
