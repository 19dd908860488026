# Comprehension clauses on their own lines, and an `if` block as the body.
xs = [x^2 for x in 1:10
      if iseven(x)]
println(xs)
ps = [(i, j) for i in 1:2
             for j in 1:2]
println(ps)
ys = [if x > 2
          x
      else
          0
      end for x in 1:4]
println(ys)
total = sum(x for x in 1:5
            if isodd(x))
println(total)
#= expect
[4, 16, 36, 64, 100]
[(1, 1), (1, 2), (2, 1), (2, 2)]
[0, 0, 3, 4]
9
=#
