# Each broken line is reported; parsing resumes on the next line.
x = )
y = 1 2
z = (a + )
ok = 1
w = [1, 2
v = 3
u = f(,)
done = true
