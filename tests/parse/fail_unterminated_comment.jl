x = 1
#= this comment
   #= has a nested one =#
   but is never closed
y = 2
