# eof(stdin) tells whether input remains: the usual read loop.
while !eof(stdin)
    println(uppercase(readline()))
end
println(eof(stdin))
#= stdin
ab
cd
=#
#= expect
AB
CD
true
=#
