print("no newline")
println("value: ", 42)
show(stdout, [1, 2, 3])
println(repr("quoted"))
write(stdout, "raw bytes\n")
text = read(stdin, String)
line = readline()
for l in eachline(stdin)
    println(stderr, uppercase(l))
end
n = length(ARGS) > 0 ? parse(Int, ARGS[1]) : 10
println(PROGRAM_FILE)
print(stderr, "warning\n")
exit(n == 0 ? 0 : 1)
