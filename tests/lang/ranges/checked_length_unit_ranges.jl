println(Base.checked_length(3:2), " ", Base.checked_length(1:5), " ", length(collect(-3:3)), " ", Base.checked_length(Base.OneTo(4)))
try; Base.checked_length(typemin(Int)+1:typemax(Int)); catch e; println(e); end
try; Base.checked_length(-1:typemax(Int)); catch e; println(e); end
println(Base.checked_length(0:typemax(Int)-1))
try; Base.checked_length(0:typemax(Int)); catch e; println(e); end
