# Functions read globals freely but must declare `global` to assign them.
counter = 0
function bump!()
    global counter
    counter += 1
    return counter
end
bump!()
bump!()
println(counter)
function shadow()
    counter = 100
    return counter
end
println(shadow(), " ", counter)
function reader()
    return counter * 10
end
println(reader())
function create_global()
    global created = "made inside"
end
create_global()
println(created)
#= expect
2
100 2
20
made inside
=#
