# "a $x b" is Base.string("a ", x, " b") (Julia manual, "String Interpolation").
name = "world"
greeting = "Hello, $name."
sum_text = "1 + 2 = $(1 + 2)"
only = "$name"
chars = 'a'
escaped = "tab\tquote\"dollar\$"
