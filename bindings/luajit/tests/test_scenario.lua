-- bindings/luajit/scenario.lua prints exactly bindings/scenario.expected.
local t = require("harness")

local here = debug.getinfo(1, "S").source:match("^@(.*)/tests/[^/]*$") or "."

local function read(path)
  local fh = assert(io.open(path, "rb"))
  local text = fh:read("*a")
  fh:close()
  return text
end

t.test("scenario output equals bindings/scenario.expected", function()
  local interpreter = arg and arg[-1] or "luajit"
  local pipe = io.popen(string.format("%q %q", interpreter, here .. "/scenario.lua"))
  local output = pipe:read("*a")
  local ok = pipe:close()
  local expected = read(here .. "/../scenario.expected")
  t.equal(output, expected, "scenario stdout")
  t.check(ok ~= false, "scenario exit status")
end)
