# In a file, an assignment in a top-level loop to a name that is not local
# makes a new local of the loop body; when a global of that name exists the
# assignment is ambiguous and Julia prints a warning (Julia manual, "Scope
# of Variables: Soft Scope"). The check runs before the statement runs.
s = 0
for i in 1:3
    s = s + i
    t = i
end
while s < 10
    global s += 1
    u = 1
end
let
    v = 1
    for j in 1:2
        v = j
    end
end
