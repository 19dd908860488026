# a < b <= c evaluates b once and stops at the first false comparison
# (Julia manual, "Chaining comparisons").
function inrange(lo, x, hi)
    lo <= x < hi
end
ok = 1 < f(2) <= 3 != 4
