-- mandelbrot: escape-time iteration over an N×N grid covering [-1.5, 0.5) × [-1, 1)
-- of the complex plane, at most 50 iterations per point. Measures floating point.
-- Usage: mandelbrot.lua [N]   (default 1000); prints the number of points that did not
-- escape and the total number of iterations over all points.

local MAX_ITER = 50

-- Iterations z -> z^2 + c, starting at z = 0, until |z| > 2 or MAX_ITER is reached.
local function escape_time(cr, ci)
  local zr, zi = 0.0, 0.0
  local i = 0
  while i < MAX_ITER and zr * zr + zi * zi <= 4.0 do
    local tr = zr * zr - zi * zi + cr
    zi = 2.0 * zr * zi + ci
    zr = tr
    i = i + 1
  end
  return i
end

local function mandelbrot(n)
  local inside, total = 0, 0
  for y = 0, n - 1 do
    local ci = 2.0 * y / n - 1.0
    for x = 0, n - 1 do
      local cr = 2.0 * x / n - 1.5
      local i = escape_time(cr, ci)
      total = total + i
      if i == MAX_ITER then inside = inside + 1 end
    end
  end
  return inside, total
end

local n = tonumber(arg[1]) or 1000
local inside, total = mandelbrot(n)
print(string.format("%d %d", inside, total))
