# Included by modules/include_file.jl: include returns the value of the
# last expression of the file.
40 + 2
