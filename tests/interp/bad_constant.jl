# A constant the interpreter cannot make (a 128-bit integer literal under this
# minimal Base, which defines no Int128) raises
# its error where it is read, each time it is read, and nothing else fails.
big() = 170141183460469231731687303715884105727
small() = 7
i = 0
while i < 2
    try
        big()
    catch e
        println("caught")
    end
    global i += 1
end
println(small())
#= expect
caught
caught
7
=#
