a = 1; b = 2
c = 3;
f(x); g(x)
begin
    x = 1
    y = 2
end
begin x = 1; y = 2 end
z = (a = 1; b = 2; a + b)
return
return x
return a, b
