# write(stdout, x) writes the raw bytes of strings and chars and returns the
# number of bytes written.
write(stdout, "raw text\n")
n = write(stdout, "abc")
println()
println(n)
write(stdout, 'x')
println()
println(write(stdout, "é"))
print(stdout, "via print\n")
#= expect
raw text
abc
3
x
é2
via print
=#
