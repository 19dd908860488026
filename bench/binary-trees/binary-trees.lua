-- binary-trees: build and walk many complete binary trees: one "stretch" tree of
-- depth N+1, one long-lived tree of depth N kept until the end, and for each depth
-- d = 4, 6, …, N, 2^(N-d+4) short-lived trees of depth d. Measures allocation and GC.
-- Usage: binary-trees.lua [N]   (default 16); prints the total number of nodes visited.

-- A node is { left, right }; a leaf has neither.
local function make_tree(depth)
  if depth == 0 then
    return {}
  end
  return { make_tree(depth - 1), make_tree(depth - 1) }
end

-- Number of nodes in the tree.
local function check(tree)
  if tree[1] == nil then
    return 1
  end
  return 1 + check(tree[1]) + check(tree[2])
end

local function binary_trees(n)
  local min_depth = 4
  local max_depth = math.max(min_depth + 2, n)
  local total = check(make_tree(max_depth + 1))
  local long_lived = make_tree(max_depth)
  for depth = min_depth, max_depth, 2 do
    local iterations = math.floor(2 ^ (max_depth - depth + min_depth))
    for _ = 1, iterations do
      total = total + check(make_tree(depth))
    end
  end
  total = total + check(long_lived)
  return total
end

local n = tonumber(arg[1]) or 16
print(string.format("%d", binary_trees(n)))
