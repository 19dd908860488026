# text"..." and html"..." make Base's Text and HTML wrappers: Text prints as its content,
# HTML shows its content as text/html and prints as a struct otherwise.
t = text"hello *world*"
println(typeof(t))
println(t)
show(t)
println()
println(repr(t), " ", string(t), " ", t == Text("hello *world*"))
h = html"<b>bold</b>"
println(typeof(h))
println(h)
show(stdout, MIME"text/html"(), h)
println()
println(repr("text/html", h), " ", h == HTML("<b>bold</b>"))
h2 = HTML("<i>", 1, "</i>")
show(stdout, MIME"text/html"(), h2)
println()
println(Text(42), " ", Text("a\\nb"), " ", text"a\nb")
#= expect
Text{String}
hello *world*
hello *world*
hello *world* hello *world* true
HTML{String}
HTML{String}("<b>bold</b>")
<b>bold</b>
<b>bold</b> true
<i>1</i>
42 a\nb a\nb
=#
