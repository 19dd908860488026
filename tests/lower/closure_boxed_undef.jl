# Reading a boxed variable that may still be unassigned checks the box and
# throws UndefVarError, as reading any undefined local does; reads that an
# assignment dominates need no check.
function maybe(flag)
    if flag
        x = 1
    end
    get_x = () -> x
    x = 2
    (get_x(), x)
end
