# Tuples are Core.tuple; named tuples are built as Julia lowers them:
# Core.apply_type(Core.NamedTuple, (:a, :b))(Core.tuple(1, 2)).
t = (1, "two", 3.0)
single = (x,)
empty = ()
nt = (a = 1, b = x + 1)
nt2 = (; a, b = 2)
field = nt.a
p = first => second
