# String processing: a Caesar cipher, palindromes, counting vowels.
function shift_char(c::Char, k::Int)
    if 'a' <= c <= 'z'
        return Char(mod(c - 'a' + k, 26) + Int('a'))
    elseif 'A' <= c <= 'Z'
        return Char(mod(c - 'A' + k, 26) + Int('A'))
    else
        return c
    end
end
caesar(s, k) = map(c -> shift_char(c, k), s)
msg = "Hello, World!"
enc = caesar(msg, 3)
println(enc)
println(caesar(enc, -3))
is_palindrome(s) = (t = lowercase(filter(isletter, s)); t == reverse(t))
for s in ("A man, a plan, a canal: Panama", "Kiln")
    println(is_palindrome(s))
end
println(count(c -> c in "aeiouAEIOU", msg))
#= expect
Khoor, Zruog!
Hello, World!
true
false
3
=#
