# User exception types: subtypes of Exception with fields, a showerror
# method, and the default printing of an exception value.
struct ValidationError <: Exception
    field::String
    reason::String
end
Base.showerror(io::IO, e::ValidationError) = print(io, "ValidationError: ", e.field, " ", e.reason)
function validate(age)
    age < 0 && throw(ValidationError("age", "must be non-negative"))
    age
end
try
    validate(-1)
catch e
    println(typeof(e), " | ", e.field, " | ", e.reason)
    println(e isa Exception)
end
println(validate(5))
struct PlainError <: Exception end
try
    throw(PlainError())
catch e
    println(e)
end
#= expect
ValidationError | age | must be non-negative
true
5
PlainError()
=#
