# Output to stderr is separate from stdout.
println("to stdout")
println(stderr, "to stderr")
print(stderr, "second ", 2, "\n")
println("done")
#= expect
to stdout
done
=#
#= expect-stderr-prefix
to stderr
second 2
=#
