# Top-level loops: `global` to update an existing global; new names
# assigned in the body stay local to the body.
total = 0
for i in 1:4
    global total
    total += i
end
println(total)
for i in 1:2
    tmp = i + 1
end
println(@isdefined(tmp))
words = String[]
for w in ["a", "b"]
    push!(words, w ^ 2)
end
println(words)
n = 0
while n < 3
    global n
    n += 1
end
println(n)
#= expect
10
false
["aa", "bb"]
3
=#
