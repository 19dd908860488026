# Strings compare by code point; iteration yields Chars.
words = ["banana", "apple", "Cherry", "Apple"]
println(sort(words))
println(sort(words, by=lowercase))
println(cmp("a", "b"), " ", cmp("b", "b"))
println(isless("abc", "abd"))
println(collect("hey"))
println([c for c in "abc" if c != 'b'])
println(length(collect(eachindex("aé"))))
total = 0
for (i, c) in enumerate("xyz")
    global total
    total += i * Int(c)
end
println(total)
println(maximum("hello"), " ", minimum("hello"))
println("abc" == "abc", " ", "abc" == "abd")
println(String(['k', 'i', 'l', 'n']))
#= expect
["Apple", "Cherry", "apple", "banana"]
["apple", "Apple", "banana", "Cherry"]
-1 0
true
['h', 'e', 'y']
['a', 'c']
2
728
o e
true false
kiln
=#
