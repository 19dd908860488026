# Triple-quoted strings: the first newline is dropped and the common
# indentation of the lines is removed.
s = """
    Hello
      indented
    World"""
println(s)
t = """
    line one
    line two
    """
print(t)
println(length(t))
u = """no newline to strip"""
println(u)
name = "x"
w = """
    value: $name
    quotes " inside
    """
print(w)
#= expect
Hello
  indented
World
line one
line two
18
no newline to strip
value: x
quotes " inside
=#
