x = 1
uprintln(x)
