# PROGRAM_FILE is the script path as given on the command line (the test
# runner passes the bare file name); @__FILE__ is the file being run.
println(PROGRAM_FILE)
println(endswith(@__FILE__, "program_file.jl"))
#= expect
program_file.jl
true
=#
