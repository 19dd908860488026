# A JSON-like serializer over Dicts, Vectors and scalars, with sorted keys.
function tojson(io::IO, x, indent = 0)
    pad = "  "^indent
    if x isa AbstractDict
        println(io, "{")
        ks = sort(collect(keys(x)))
        for (i, k) in enumerate(ks)
            print(io, pad, "  ", repr(string(k)), ": ")
            tojson(io, x[k], indent + 1)
            println(io, i < length(ks) ? "," : "")
        end
        print(io, pad, "}")
    elseif x isa AbstractVector
        print(io, "[")
        for (i, v) in enumerate(x)
            i > 1 && print(io, ", ")
            tojson(io, v, indent)
        end
        print(io, "]")
    elseif x === nothing
        print(io, "null")
    elseif x isa AbstractString
        print(io, repr(x))
    else
        print(io, x)
    end
end
tojson(x) = sprint(tojson, x)
data = Dict("name" => "kiln", "version" => v"1.2.3", "tags" => ["a", "b"], "nested" => Dict(:x => 1.5, :y => nothing), "ok" => true)
println(tojson(data))
println(tojson([1, [2, 3], Dict("k" => [])]))
println(string(v"1.2.3"), " ", v"1.2.3" < v"1.10", " ", VersionNumber("2.0.1-rc1").prerelease, " ", VERSION >= v"1.0")
#= expect
{
  "name": "kiln",
  "nested": {
    "x": 1.5,
    "y": null
  },
  "ok": true,
  "tags": ["a", "b"],
  "version": 1.2.3
}
[1, [2, 3], {
  "k": []
}]
1.2.3 true ("rc1",) true
=#
