# Rosetta Code: Sierpinski triangle and carpet as text, and the Pascal-mod-2 variant
function sierpinski_triangle(order)
    lines = ["*"]
    for _ in 1:order
        sp = " "^((length(lines[end]) + 1) ÷ 2)
        lines = vcat([sp * l * sp for l in lines], [l * " " * l for l in lines])
    end
    lines
end
foreach(l -> println(rstrip(l)), sierpinski_triangle(3))

incarpet(x, y) = !any(((x ÷ 3^k) % 3 == 1) && ((y ÷ 3^k) % 3 == 1) for k in 0:4)
function carpet(n)
    side = 3^n
    [join(incarpet(x, y) ? '#' : ' ' for x in 0:side-1) for y in 0:side-1]
end
for row in carpet(2)
    println(rstrip(row))
end

rows = 8
for r in 0:rows-1
    println(" "^(rows - r - 1), join((isodd(binomial(r, k)) ? "▲" : " ") for k in 0:r) |> s -> join(collect(s), " "))
end
cells = sum(count(==('#'), row) for row in carpet(3))
println(cells, " ", 8^3, " ", cells == 8^3)
#= expect
       *
      * *
     *   *
    * * * *
   *       *
  * *     * *
 *   *   *   *
* * * * * * * *
#########
# ## ## #
#########
###   ###
# #   # #
###   ###
#########
# ## ## #
#########
       ▲
      ▲ ▲
     ▲   ▲
    ▲ ▲ ▲ ▲
   ▲       ▲
  ▲ ▲     ▲ ▲
 ▲   ▲   ▲   ▲
▲ ▲ ▲ ▲ ▲ ▲ ▲ ▲
512 512 true
=#
