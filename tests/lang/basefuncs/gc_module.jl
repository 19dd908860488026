# GC.gc() and GC.enable exist (a collection on request returns nothing).
println(GC.gc(), " ", GC.gc(false), " ", GC.enable(false), " ", GC.enable(true))
#= expect
nothing nothing true false
=#
