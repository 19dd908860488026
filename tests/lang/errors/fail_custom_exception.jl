# An uncaught user exception without showerror is printed with show.
struct ParseFailure <: Exception
    line::Int
    reason::String
end
println("parsing")
throw(ParseFailure(3, "unexpected token"))
#= expect
parsing
=#
#= expect-stderr-prefix
ERROR: LoadError: ParseFailure(3, "unexpected token")
=#
#= exit: 1 =#
