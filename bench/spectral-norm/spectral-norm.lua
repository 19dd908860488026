-- spectral-norm: the spectral norm of the infinite matrix A(i, j) = 1 / ((i+j)(i+j+1)/2 + i + 1)
-- truncated to N×N, by ten rounds of the power method on AᵀA.
-- Measures nested loops and function calls.
-- Usage: spectral-norm.lua [N]   (default 500); prints floor(norm * 1e9).

-- Entry (i, j) of A, with 0-based i and j. (i+j)(i+j+1) is even, so the
-- division by 2 is exact.
local function eval_a(i, j)
  return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
end

-- out = A * v
local function mul_av(out, v, n)
  for i = 1, n do
    local s = 0.0
    for j = 1, n do
      s = s + eval_a(i - 1, j - 1) * v[j]
    end
    out[i] = s
  end
end

-- out = Aᵀ * v
local function mul_atv(out, v, n)
  for i = 1, n do
    local s = 0.0
    for j = 1, n do
      s = s + eval_a(j - 1, i - 1) * v[j]
    end
    out[i] = s
  end
end

-- out = Aᵀ * A * v, using tmp as scratch space
local function mul_atav(out, v, tmp, n)
  mul_av(tmp, v, n)
  mul_atv(out, tmp, n)
end

local function spectral_norm(n)
  local u, v, tmp = {}, {}, {}
  for i = 1, n do
    u[i], v[i], tmp[i] = 1.0, 0.0, 0.0
  end
  for _ = 1, 10 do
    mul_atav(v, u, tmp, n)
    mul_atav(u, v, tmp, n)
  end
  local vbv, vv = 0.0, 0.0
  for i = 1, n do
    vbv = vbv + u[i] * v[i]
    vv = vv + v[i] * v[i]
  end
  return math.sqrt(vbv / vv)
end

local n = tonumber(arg[1]) or 500
print(string.format("%d", math.floor(spectral_norm(n) * 1e9)))
