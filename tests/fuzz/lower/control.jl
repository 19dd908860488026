for i = 1:n, j in 1:m
    if i < j && j <= n
        continue
    elseif i == j
        break
    else
        x += i ⊻ j
    end
end
while true; break; end
try
    error("x")
catch e
    println(e)
finally
    done()
end
