# An IOContext with :limit => true (as the REPL shows): a vector of more than 20
# elements prints its first and last 10; text/plain leaves out the rows beyond the
# screen (24 lines less 4 by default) around `⋮` and the columns beyond its 80
# columns around `…` on every fifth row. Without :limit, everything is printed.
io = IOContext(stdout, :limit => true)
show(io, MIME"text/plain"(), collect(1:100))
println()
show(io, collect(1:300))
println()
println(repr(collect(1:25); context = :limit => true))
show(io, collect(1:20))
println()
show(io, MIME"text/plain"(), reshape(collect(1:150), 3, 50))
println()
show(io, MIME"text/plain"(), collect(0.5:1.0:30.5))
println()
show(stdout, collect(1:25))
println()
println(displaysize(stdout))
#= expect
100-element Vector{Int64}:
   1
   2
   3
   4
   5
   6
   7
   8
   9
  10
   ⋮
  92
  93
  94
  95
  96
  97
  98
  99
 100
[1, 2, 3, 4, 5, 6, 7, 8, 9, 10  …  291, 292, 293, 294, 295, 296, 297, 298, 299, 300]
[1, 2, 3, 4, 5, 6, 7, 8, 9, 10  …  16, 17, 18, 19, 20, 21, 22, 23, 24, 25]
[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
3×50 Matrix{Int64}:
 1  4  7  10  13  16  19  22  25  28  …  130  133  136  139  142  145  148
 2  5  8  11  14  17  20  23  26  29     131  134  137  140  143  146  149
 3  6  9  12  15  18  21  24  27  30     132  135  138  141  144  147  150
31-element Vector{Float64}:
  0.5
  1.5
  2.5
  3.5
  4.5
  5.5
  6.5
  7.5
  8.5
  9.5
  ⋮
 22.5
 23.5
 24.5
 25.5
 26.5
 27.5
 28.5
 29.5
 30.5
[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]
(24, 80)
=#
