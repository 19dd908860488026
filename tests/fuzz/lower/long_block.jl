function f()
    x = 0
    x += 1
u    x
end
println(f())
