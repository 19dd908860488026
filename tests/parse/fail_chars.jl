a = ''
b = 'ab'
c = '\xff'
d = '\q'
e = 'x
