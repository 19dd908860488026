# In a file, assigning to an existing global inside a top-level loop body
# without `global` makes a new local (with a warning), so reading it fails.
total = 0
for i in 1:3
    total = total + i
end
println(total)
#= expect
=#
#= expect-stderr-prefix
┌ Warning: Assignment to `total` in soft scope is ambiguous because a global variable by the same name exists: `total` will be treated as a new local. Disambiguate by using `local total` to suppress this warning or `global total` to assign to the existing global variable.
└ @ <*>
ERROR: LoadError: UndefVarError: `total` not defined<*>
=#
#= exit: 1 =#
