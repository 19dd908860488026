s1 = "plain"
s2 = ""
s3 = "escapes: \n \t \r \\ \" \$ \' \e \0 \a"
s4 = "hex \x41, unicode \u00e9 and \U1F355, octal \101"
s5 = "a raw byte \xff is kept"
s6 = "UTF-8 text: héllo wörld ∀x ∃y"
s7 = "This is a long \
      line"
s8 = "a string
spanning two lines"
s9 = "a # is not a comment"
s10 = "quote \"inside\" quotes"
println("Hello, world!")
greeting = "Hello, " * name * "!"
rule = "-" ^ 20
n = length("héllo") + ncodeunits("héllo")
c = s[1]
i = nextind(s, 1)
u = string(x, ", ", y)
