# Non-standard string literals: r"..." builds a Base.Regex, raw"..." is the
# raw text, MIME"..." is the type Base.MIME{Symbol(...)} (also in signatures).
re = r"(\w+)@(\w+)\.com"i
m = match(r"^\d+$", s)
path = raw"C:\temp\file"
Base.show(io::IO, ::MIME"text/plain", x::Thing) = print(io, "Thing")
mime = MIME"text/html"()
