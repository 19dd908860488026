# A few Rosetta Code tasks.
function roman(n)
    vals = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
    syms = ["M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"]
    io = IOBuffer()
    for (v, s) in zip(vals, syms)
        while n >= v
            print(io, s)
            n -= v
        end
    end
    String(take!(io))
end
println(join(roman.([1990, 2008, 1666, 4]), " "))
caesar(s, k) = map(c -> isletter(c) ? Char((c - (isuppercase(c) ? 'A' : 'a') + k) % 26 + (isuppercase(c) ? 'A' : 'a')) : c, s)
enc = caesar("The Quick Brown Fox!", 3)
println(enc, " | ", caesar(enc, 23))
function sieve(n)
    is = trues(n); is[1] = false
    for i in 2:isqrt(n)
        is[i] && (is[i*i:i:n] .= false)
    end
    findall(is)
end
println(sieve(50))
hanoi(n, from, to, via, moves) = n == 0 ? moves : (hanoi(n - 1, from, via, to, moves); push!(moves, (from, to)); hanoi(n - 1, via, to, from, moves))
m = hanoi(3, :A, :C, :B, Tuple{Symbol, Symbol}[])
println(length(m), " ", m[1:3])
function bsearch(a, x)
    lo, hi = 1, length(a)
    while lo <= hi
        mid = (lo + hi) >>> 1
        a[mid] == x && return mid
        a[mid] < x ? (lo = mid + 1) : (hi = mid - 1)
    end
    return nothing
end
println(bsearch([1, 3, 5, 7, 9, 11], 7), " ", bsearch([1, 3], 4) === nothing)
for i in 1:15
    print(i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : i, i < 15 ? "," : "\n")
end
println(reverse("asdf"), " ", join(reverse(split("hey you there")), " "), " ", isequal(reverse("racecar"), "racecar"))
function wrap(text, width)
    lines = String[]; cur = ""
    for w in split(text)
        if isempty(cur)
            cur = w
        elseif length(cur) + 1 + length(w) <= width
            cur *= " " * w
        else
            push!(lines, cur); cur = w
        end
    end
    isempty(cur) || push!(lines, cur)
    lines
end
foreach(println, wrap("In olden times when wishing still helped one, there lived a king", 20))
println([c for c in "hello" if c in "aeiou"], " ", count(in("aeiou"), "education"))
ack(m, n) = m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))
println(ack(2, 3), " ", [x for x in 1:30 if sum(d for d in 1:x-1 if x % d == 0; init = 0) == x])
println(string(42, base = 2), " ", count_ones(42), " ", 42 >> 1, " ", 42 << 2, " ", 42 & 15, " ", 42 | 1, " ", 42 ⊻ 2)
println(lpad(string(7), 3, '0'), " ", rpad("ab", 5, '*'), " ", repeat("ab", 3), " ", "abc"^2)
println(collect(eachsplit("a b  c")), " ", chop("hello"), " ", chopprefix("prefix_x", "prefix_"))
#= expect
MCMXC MMVIII MDCLXVI IV
Wkh Txlfn Eurzq Ira! | The Quick Brown Fox!
[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
7 [(:A, :C), (:A, :B), (:C, :B)]
4 true
1,2,Fizz,4,Buzz,Fizz,7,8,Fizz,Buzz,11,Fizz,13,14,FizzBuzz
fdsa there you hey true
In olden times when
wishing still helped
one, there lived a
king
['e', 'o'] 5
9 [6, 28]
101010 3 21 168 10 43 40
007 ab*** ababab abcabc
SubString{String}["a", "b", "c"] hell x
=#
