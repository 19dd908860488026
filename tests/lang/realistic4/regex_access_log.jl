# Parsing a web server log with regular expressions: named captures, eachmatch, replace with captures
const LOG = """
192.168.1.10 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
10.0.0.5 - alice [10/Oct/2023:13:56:01 +0000] "POST /api/login HTTP/1.1" 302 512
192.168.1.10 - - [10/Oct/2023:13:57:12 +0000] "GET /images/logo.png HTTP/1.1" 200 10240
172.16.0.3 - - [10/Oct/2023:14:01:45 +0000] "GET /missing HTTP/1.1" 404 0
10.0.0.5 - alice [10/Oct/2023:14:02:10 +0000] "GET /api/data?id=42&fmt=json HTTP/1.1" 200 786
garbage line that does not match
192.168.1.10 - - [10/Oct/2023:14:03:00 +0000] "DELETE /api/data?id=42 HTTP/1.1" 500 93
"""

const PATTERN = r"^(?<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?<user>\S+) \[(?<time>[^\]]+)\] \"(?<method>[A-Z]+) (?<path>\S+) HTTP/[\d.]+\" (?<status>\d{3}) (?<bytes>\d+)$"

entries = NamedTuple[]
bad = 0
for line in eachline(IOBuffer(LOG))
    m = match(PATTERN, line)
    if m === nothing
        global bad += 1
        continue
    end
    push!(entries, (ip = m[:ip], user = m[:user] == "-" ? nothing : String(m[:user]), method = Symbol(m[:method]),
                    path = m[:path], status = parse(Int, m[:status]), bytes = parse(Int, m[:bytes])))
end
println(length(entries), " entries, ", bad, " unparsed")
println(entries[2])

bystatus = Dict{Int,Int}()
for e in entries
    bystatus[e.status] = get(bystatus, e.status, 0) + 1
end
println(sort(collect(bystatus)))
println("bytes by ip: ", sort([ip => sum(e.bytes for e in entries if e.ip == ip) for ip in unique(e.ip for e in entries)], by = last, rev = true))
println("users: ", unique(filter(!isnothing, [e.user for e in entries])))
println("errors: ", [string(e.method, " ", e.path) for e in entries if e.status >= 400])

m = match(r"(\d+)/(\w+)/(\d+):(\d+):(\d+)", LOG)
println(m.captures, " at ", m.offset, "; hour ", parse(Int, m[4]))
println([mm[:k] => mm[:v] for mm in eachmatch(r"(?<k>\w+)=(?<v>\w+)", LOG)])
println(replace("2023-10-10", r"(\d+)-(\d+)-(\d+)" => s"\3.\2.\1"), " ", replace("a1b22c333", r"\d+" => d -> string(length(d))))
println(replace("John Smith", r"(?<first>\w+) (?<last>\w+)" => s"\g<last>, \g<first>"))
masked = replace(LOG[1:40], r"\d{1,3}(?=\.)" => "x")
println(masked)
println(occursin(r"^\s*$", "   "), " ", occursin(r"HTTP/2", LOG), " ", count(r"GET", LOG), " ", findfirst(r"alice", LOG))
println(split("a, b;c  d", r"[,;\s]+"), " ", match(r"(?i)delete", LOG).match, " ", match(r"z+", "abc") === nothing)
#= expect
6 entries, 1 unparsed
(ip = "10.0.0.5", user = "alice", method = :POST, path = "/api/login", status = 302, bytes = 512)
[200 => 3, 302 => 1, 404 => 1, 500 => 1]
bytes by ip: Pair{SubString{String}, Int64}["192.168.1.10" => 12659, "10.0.0.5" => 1298, "172.16.0.3" => 0]
users: Union{Nothing, String}["alice"]
errors: ["GET /missing", "DELETE /api/data?id=42"]
Union{Nothing, SubString{String}}["10", "Oct", "2023", "13", "55"] at 19; hour 13
Pair{SubString{String}, SubString{String}}["id" => "42", "fmt" => "json", "id" => "42"]
10.10.2023 a1b2c3
Smith, John
x.x.x.10 - - [10/Oct/2023:13:55:36 +
true false 4 94:98
SubString{String}["a", "b", "c", "d"] DELETE true
=#
