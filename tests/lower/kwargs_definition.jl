# A definition with keyword arguments becomes a body function #f#N, a
# positional method that passes the defaults, and a keyword sorter on
# Core.kwcall that unpacks the NamedTuple and rejects unknown keywords with
# Base.kwerr (a MethodError), as julia-syntax.scm does.
function greet(name; greeting = "Hello", punct::String = "!")
    string(greeting, ", ", name, punct)
end
