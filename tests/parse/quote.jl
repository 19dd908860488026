ex = :(a + b)
q = quote
    x = 1
end
s = :ok
