# %s and %c pad by columns (textwidth: a CJK character fills two) and %.Ns cuts by columns, as
# Julia's Printf; %#s quotes a string and gives a symbol its colon.
using Printf
@printf("|%6s|%-6s|\n", "日本", "日本")
@printf("|%5s|%-5s|%3c|%-3c|\n", "é", "ab", '日', 'x')
@printf("|%.3s|%.2s|%5.1s|\n", "日本語", "héllo", "xyz")
@printf("|%#s|%#8s|%#s|\n", "q", "ab", :sym)
for (name, n) in [("東京", 13960000), ("Paris", 2161000)]
    @printf("%-8s %10d\n", name, n)
end
#= expect
|  日本|日本  |
|    é|ab   | 日|x  |
|日|hé|    x|
|"q"|    "ab"|:sym|
東京       13960000
Paris       2161000
=#
