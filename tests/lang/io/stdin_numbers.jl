# A typical exercise program: read a count, then that many numbers.
n = parse(Int, readline())
xs = [parse(Int, readline()) for _ in 1:n]
println("sum=", sum(xs), " max=", maximum(xs))
words = split(readline())
println(join(reverse(words), " "))
#= stdin
3
10
-4
7
one two three
=#
#= expect
sum=13 max=10
three two one
=#
