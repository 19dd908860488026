# ENV: set, unset, get with a default of nothing, get!, withenv (restores the
# variables, unsets the ones that were not set), keys and element types.
ENV["KILN_PROBE_X"] = "1"
println(ENV["KILN_PROBE_X"], " ", haskey(ENV, "KILN_PROBE_X"))
withenv("KILN_PROBE_X" => "2", "KILN_PROBE_Y" => "3") do
    println(ENV["KILN_PROBE_X"], ENV["KILN_PROBE_Y"])
end
println(ENV["KILN_PROBE_X"], " ", haskey(ENV, "KILN_PROBE_Y"))
withenv("KILN_PROBE_X" => nothing) do
    println(haskey(ENV, "KILN_PROBE_X"))
end
println(ENV["KILN_PROBE_X"])
delete!(ENV, "KILN_PROBE_X")
println(get(ENV, "KILN_PROBE_X", "gone"), " ", get(ENV, "KILN_PROBE_X", nothing))
try
    ENV["KILN_PROBE_NONE"]
catch e
    showerror(stdout, e)
    println()
end
println(typeof(keys(ENV)), " ", eltype(ENV))
ENV["KILN_PROBE_Z"] = 5
println(repr(ENV["KILN_PROBE_Z"]))
println(get!(ENV, "KILN_PROBE_W", "w"), " ", ENV["KILN_PROBE_W"], " ", get!(ENV, "KILN_PROBE_W", "v"))
println(Sys.KERNEL, " ", Sys.WORD_SIZE, " ", Sys.isbsd(), " ", VERSION >= v"1.6")
#= expect
1 true
23
1 false
false
1
gone nothing
KeyError: key "KILN_PROBE_NONE" not found
Base.KeySet{String, Base.EnvDict} Pair{String, String}
"5"
w w w
Linux 64 false true
=#
