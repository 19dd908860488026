-- array-sum: sum an array of N integers 300 times with `for _, x in ipairs(v)`.
-- Measures the iterator protocol over an array.
-- Usage: array-sum.lua [N]   (default 100000); prints the sum of all passes.

local PASSES = 300

local function make_values(n)
  local v = {}
  for i = 1, n do
    v[i] = (i * 7919) % 1000
  end
  return v
end

local function sum_values(v)
  local s = 0
  for _, x in ipairs(v) do
    s = s + x
  end
  return s
end

local n = tonumber(arg[1]) or 100000
local v = make_values(n)
local total = 0
for _ = 1, PASSES do
  total = total + sum_values(v)
end
print(string.format("%d", total))
