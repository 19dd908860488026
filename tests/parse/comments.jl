# Line comments run to the end of the line.
x = 1  # after code
#= A block comment
   spanning lines =#
y = #= inline =# 2
#= Block comments #= nest =# and end
   only at the matching close =#
z = x + y # the `#` in a string is not a comment:
s = "# not a comment"
t = "#= not a comment either =#"
