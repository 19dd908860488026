# A construct Kiln cannot run only matters if it runs: the rest of the file
# compiles and runs.
function uses_ccall()
    return ccall(:getpid, Cint, ())
end
println("runs")
#= expect
runs
=#
