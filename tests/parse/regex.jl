r = r"^\s*(?:#|$)"
s = r"\d+"i
t = occursin(r"[0-9]+", "abc123")
m = match(r"(?<hour>\d+):(?<minute>\d+)", "12:45")
u = replace(s, r"\s+" => " ")
v = eachmatch(r"a\"b", text)
w = r"""multi
line"""
