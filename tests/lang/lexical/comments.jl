# Line comments, trailing comments, block comments and nested block comments.
x = 1 # a trailing comment
#= a block comment
   spanning two lines =#
y = #= inline =# 2
#= outer #= nested =# still inside the outer comment =#
z = x + y
println(z)
#=
println("this is commented out")
=#
println("done") # the end
#= expect
3
done
=#
