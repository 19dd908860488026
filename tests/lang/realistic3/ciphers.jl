# Caesar, Vigenère and Atbash ciphers with Char arithmetic
function shift(c::Char, k::Integer)
    if 'a' <= c <= 'z'
        'a' + mod(c - 'a' + k, 26)
    elseif 'A' <= c <= 'Z'
        'A' + mod(c - 'A' + k, 26)
    else
        c
    end
end
caesar(s, k) = map(c -> shift(c, k), s)

function vigenere(s, key; decrypt = false)
    ks = [c - 'a' for c in lowercase(key)]
    out = IOBuffer()
    i = 0
    for c in s
        if isletter(c)
            k = ks[i % length(ks) + 1]
            write(out, shift(c, decrypt ? -k : k))
            i += 1
        else
            write(out, c)
        end
    end
    String(take!(out))
end

atbash(s) = join(isletter(c) ? 'z' - (lowercase(c) - 'a') : c for c in lowercase(s) if !isspace(c) && !ispunct(c))

msg = "Attack at Dawn, 5 o'clock!"
enc = caesar(msg, 3)
println(enc)
println(caesar(enc, -3) == msg, " ", caesar("xyz", 29))
v = vigenere(msg, "LEMON")
println(v)
println(vigenere(v, "lemon"; decrypt = true))
println(atbash("Testing, 1 2 3, testing."))
println(atbash(atbash("abcxyz")))
# frequency analysis to crack a Caesar shift
function crack(s)
    counts = zeros(Int, 26)
    for c in lowercase(s)
        'a' <= c <= 'z' && (counts[c - 'a' + 1] += 1)
    end
    top = argmax(counts) - 1          # most common letter, assumed to be 'e'
    mod(top - 4, 26)
end
secret = caesar("meet me near the tree by the green fence", 11)
k = crack(secret)
println(secret, " -> key ", k, " -> ", caesar(secret, -k))
println(Int('a'), " ", 'a' + 1, " ", 'z' - 'a', " ", Char(0x41), " ", typeof('a' - 'b'))
#= expect
Dwwdfn dw Gdzq, 5 r'forfn!
true abc
Lxfopv ef Rnhr, 5 a'qyzgw!
Attack at Dawn, 5 o'clock!
gvhgrmt123gvhgrmt
abcxyz
xppe xp yplc esp ecpp mj esp rcppy qpynp -> key 11 -> meet me near the tree by the green fence
97 b 25 A Int64
=#
