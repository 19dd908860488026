# A local named function that calls itself captures its own (boxed)
# binding; all methods of a local function share one closure type.
function fib_local(n)
    function fib(k)
        k < 2 ? k : fib(k - 1) + fib(k - 2)
    end
    fib(n)
end
function two_methods()
    g(x) = 1
    g(x, y) = 2
    g(1) + g(1, 2)
end
