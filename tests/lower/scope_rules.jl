# Hard and soft scopes (Julia manual, "Scope of Variables"): a function body
# is a hard scope; a loop body's new locals are local to the loop; an
# assignment to a local of an enclosing scope assigns it; `local` shadows.
function scopes(n)
    total = 0
    for i in 1:n
        inner = i
        total += inner
    end
    x = 1
    let x = 2
        x += 1
    end
    begin
        y = x
    end
    if n > 0
        z = 3
    end
    for k in 1:2
        local total = k
    end
    (total, x, y, z)
end
function uses_global()
    global counter
    counter = counter + 1
end
