# Included by modules/include_file.jl; not a test itself.
const HELPER_NAME = "helpers"
helper_double(x) = 2x
