using NoSuchPackageAnywhere
println("not reached")
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: ArgumentError: Package NoSuchPackageAnywhere not found in current path.
- Run `import Pkg; Pkg.add("NoSuchPackageAnywhere")` to install the NoSuchPackageAnywhere package.
=#
#= exit: 1 =#
