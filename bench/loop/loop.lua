-- loop: a counted loop of integer arithmetic, s += i % 7 for i in 1..N.
-- Measures loop overhead and integer operations.
-- Usage: loop.lua [N]   (default 100000000); prints the sum.

local function loop(n)
  local s = 0
  for i = 1, n do
    s = s + i % 7
  end
  return s
end

local n = tonumber(arg[1]) or 100000000
print(string.format("%d", loop(n)))
