-- strings: build a text of N pseudo-random words (about 10 MB for the default N),
-- split it into words, count them in a table, and join the words again.
-- Measures string building, splitting, joining and string-keyed tables.
-- Usage: strings.lua [N]   (default 2000000); prints the number of words, the number
-- of distinct words, the sum over distinct words of count², and the byte length of
-- the rejoined text.

local SYLLABLES = { "ka", "lo", "mi", "ne", "ru", "ta", "si", "po",
                    "zu", "ve", "da", "gi", "ho", "je", "wa", "xo" }

-- The Park–Miller "minimal standard" generator: its products stay below 2^46, so
-- the sequence is the same with 64-bit integers and with doubles (LuaJIT).
local function next_state(state)
  return (state * 16807) % 2147483647
end

-- N words of one to three syllables each.
local function make_words(nwords)
  local words = {}
  local state = 12345
  for i = 1, nwords do
    state = next_state(state)
    local nsyllables = 1 + state % 3
    local word = ""
    for _ = 1, nsyllables do
      state = next_state(state)
      word = word .. SYLLABLES[1 + state % 16]
    end
    words[i] = word
  end
  return words
end

-- The fields of text separated by single spaces.
local function split(text)
  local parts, n = {}, 0
  for w in string.gmatch(text, "[^ ]+") do
    n = n + 1
    parts[n] = w
  end
  return parts
end

local nwords = tonumber(arg[1]) or 2000000
local text = table.concat(make_words(nwords), " ")
local parts = split(text)
local counts, ndistinct = {}, 0
for _, w in ipairs(parts) do
  local c = counts[w]
  if c == nil then
    ndistinct = ndistinct + 1
    c = 0
  end
  counts[w] = c + 1
end
local sum_squares = 0
for _, c in pairs(counts) do
  sum_squares = sum_squares + c * c
end
local joined = table.concat(parts, ",")
print(string.format("%d %d %d %d", #parts, ndistinct, sum_squares, #joined))
