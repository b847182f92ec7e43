-- The cross-language scenario (bindings/SCENARIO.md) through the idiomatic layer; its stdout
-- must equal bindings/scenario.expected byte for byte.
-- Find the kiln module beside this file, wherever it is run from.
local here = debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$") or "."
package.path = here .. "/?.lua;" .. here .. "/?/init.lua;" .. package.path

local kiln = require("kiln")

local function ints(values)
  local parts = {}
  for i, v in ipairs(values) do parts[i] = string.format("%d", v) end
  return "[" .. table.concat(parts, ",") .. "]"
end

local function flat(values)
  local out = {}
  local function walk(v)
    if type(v) == "table" then
      for _, x in ipairs(v) do walk(x) end
    else
      out[#out + 1] = v
    end
  end
  walk(values)
  return out
end

-- 1. version
local version = kiln.version()
io.write("version=", version, "\n")

-- 2. a, with shape and dtype read back
local a = kiln.from_table({ { 1, 2, 3 }, { 4, 5, 6 } }, "float32")
io.write(string.format("a shape=%s dtype=%s\n", ints(a:shape()), a:dtype()))

-- 3. the lazy graph
local b = kiln.arange(0, 3, 1, "float32")
local c = kiln.multiply(kiln.add(a, b), a)
local s = kiln.sum(c, { 1 }, false)
local i = kiln.astype(s, "int32")

-- 4. one eval for all three
kiln.eval(c, s, i)

-- 5. read back
io.write("c=", ints(flat(c:to_table())), "\n")
io.write(string.format("s shape=%s dtype=%s\n", ints(s:shape()), s:dtype()))
io.write("s=", ints(s:to_table()), "\n")
io.write(string.format("i dtype=%s i=%s\n", i:dtype(), ints(i:to_table())))

-- 6. the error path: the status comes from the error value
local ok, err = pcall(kiln.reshape, a, { 4 })
if ok or not kiln.is_error(err) then
  io.stderr:write("reshape to [4] did not raise a KilnError\n")
  os.exit(1)
end
if type(err.message) ~= "string" or err.message == "" then
  io.stderr:write("the error's message is empty\n")
  os.exit(1)
end
io.write("error=", err.status, "\n")
