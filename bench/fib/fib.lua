-- fib: doubly recursive Fibonacci. Measures the cost of calls and returns.
-- Usage: fib.lua [N]   (default 35); prints fib(N).
-- Runs unchanged on Lua 5.4 and LuaJIT.

local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local n = tonumber(arg[1]) or 35
print(string.format("%d", fib(n)))
