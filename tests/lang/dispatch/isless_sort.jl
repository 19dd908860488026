# Base.isless makes a user type sortable and comparable with <.
struct Version
    major::Int
    minor::Int
end
Base.isless(a::Version, b::Version) = (a.major, a.minor) < (b.major, b.minor)
vs = [Version(1, 2), Version(0, 9), Version(1, 0)]
println(sort(vs))
println(maximum(vs), " ", minimum(vs))
println(Version(1, 0) < Version(1, 2))
println(sort(vs, rev = true)[1])
println(issorted(sort(vs)))
#= expect
Version[Version(0, 9), Version(1, 0), Version(1, 2)]
Version(1, 2) Version(0, 9)
true
Version(1, 2)
true
=#
