-- fannkuch-redux: for every permutation of 0..N-1, repeatedly reverse the head
-- k+1 elements, where k is the first element, until the first element is 0.
-- Measures small-array indexing and permutation generation.
-- Usage: fannkuch-redux.lua [N]   (default 10); prints the checksum (flip counts
-- summed with alternating signs, in generation order) and the largest flip count.

-- Number of prefix reversals that bring 0 to the front of perm (modified in place).
local function count_flips(perm)
  local flips = 0
  local k = perm[1]
  while k ~= 0 do
    local i, j = 1, k + 1
    while i < j do
      perm[i], perm[j] = perm[j], perm[i]
      i = i + 1
      j = j - 1
    end
    flips = flips + 1
    k = perm[1]
  end
  return flips
end

local function fannkuch(n)
  local perm1 = {}      -- the current permutation
  local perm = {}       -- the copy that gets flipped
  local rotations = {}  -- rotations[r]: rotations left at level r
  for i = 1, n do
    perm1[i], perm[i], rotations[i] = i - 1, 0, 0
  end
  local max_flips, checksum, perm_index = 0, 0, 0
  local r = n
  while true do
    while r ~= 1 do
      rotations[r] = r
      r = r - 1
    end
    for i = 1, n do
      perm[i] = perm1[i]
    end
    local flips = count_flips(perm)
    if flips > max_flips then max_flips = flips end
    if perm_index % 2 == 0 then
      checksum = checksum + flips
    else
      checksum = checksum - flips
    end
    -- Next permutation: rotate the first r+1 elements left by one; when the
    -- level has done all its rotations, move up a level.
    while true do
      if r == n then
        return checksum, max_flips
      end
      local head = perm1[1]
      for i = 1, r do
        perm1[i] = perm1[i + 1]
      end
      perm1[r + 1] = head
      rotations[r + 1] = rotations[r + 1] - 1
      if rotations[r + 1] > 0 then break end
      r = r + 1
    end
    perm_index = perm_index + 1
  end
end

local n = tonumber(arg[1]) or 10
local checksum, max_flips = fannkuch(n)
print(string.format("%d %d", checksum, max_flips))
