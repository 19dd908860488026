# Base functions whose result type inference must see through builtins: a
# copy of an array (Core.array_copy) has the array's type, so a reversed
# String (reversed Vector{Char}, joined) is a String.
copy_chars(v::Vector{Char}) = copy(v)
rev_string(s::String) = reverse(s)
copy_chars(['a', 'b'])
rev_string("abc")
