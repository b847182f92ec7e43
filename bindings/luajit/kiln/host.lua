-- Nested Lua tables <-> flat element lists with a shape (row-major), as tensors need them.
local ffi = require("ffi")
local errors = require("kiln.errors")

local M = {}

local function shape_of(value)
  local shape = {}
  while type(value) == "table" do
    shape[#shape + 1] = #value
    value = value[1]
  end
  return shape
end

-- {{1, 2}, {3, 4}} -> {1, 2, 3, 4}, {2, 2}. A plain value gives a shape of {} (a 0-d tensor).
function M.flatten(value, func)
  local shape = shape_of(value)
  local flat = {}
  local function walk(node, depth)
    if depth > #shape then
      if type(node) == "table" then
        errors.raise("INVALID_ARGUMENT", func, "nested tables are deeper in some places than others")
      end
      flat[#flat + 1] = node
      return
    end
    if type(node) ~= "table" or #node ~= shape[depth] then
      errors.raise("SHAPE_MISMATCH", func, "nested tables are not rectangular (expected "
        .. shape[depth] .. " entries at depth " .. depth .. ")")
    end
    for i = 1, #node do walk(node[i], depth + 1) end
  end
  walk(value, 1)
  return flat, shape
end

function M.count(shape)
  local n = 1
  for i = 1, #shape do n = n * shape[i] end
  return n
end

-- The inverse of flatten: a flat list and a shape back to nested tables (a 0-d shape: the value).
function M.nest(flat, shape)
  if #shape == 0 then return flat[1] end
  local pos = 0
  local function build(depth)
    local node = {}
    for i = 1, shape[depth] do
      if depth == #shape then
        pos = pos + 1
        node[i] = flat[pos]
      else
        node[i] = build(depth + 1)
      end
    end
    return node
  end
  return build(1)
end

-- A Lua list of integers as an int64_t array for the C API, and its length. nil gives
-- nil (NULL) and 0; a lone number is a list of one.
function M.int64s(list)
  if list == nil then return nil, 0 end
  if type(list) == "number" then list = { list } end
  local n = #list
  local array = ffi.new("int64_t[?]", math.max(n, 1))
  for i = 1, n do array[i - 1] = list[i] end
  return array, n
end

return M
