-- A tiny test harness: named tests, a few assertions, and a summary. A failing assertion
-- raises; run() reports it and carries on with the next test.
local M = { tests = {} }

function M.test(name, fn)
  M.tests[#M.tests + 1] = { name = name, fn = fn }
end

local function show(v)
  if type(v) ~= "table" then return tostring(v) end
  local parts = {}
  for i = 1, #v do parts[i] = show(v[i]) end
  return "{" .. table.concat(parts, ", ") .. "}"
end
M.show = show

function M.fail(message)
  error(message, 3)
end

function M.check(cond, message)
  if not cond then M.fail(message or "check failed") end
end

local function same(a, b)
  if type(a) == "table" and type(b) == "table" then
    if #a ~= #b then return false end
    for i = 1, #a do
      if not same(a[i], b[i]) then return false end
    end
    return true
  end
  return a == b
end

-- Deep equality of nested lists (== on leaves, so 5LL equals 5).
function M.equal(actual, expected, what)
  if not same(actual, expected) then
    M.fail(string.format("%s: expected %s, got %s", what or "value", show(expected), show(actual)))
  end
end

-- Element-wise closeness of nested lists of numbers.
function M.close(actual, expected, tolerance, what)
  local function walk(a, e)
    if type(e) == "table" then
      if type(a) ~= "table" or #a ~= #e then return false end
      for i = 1, #e do
        if not walk(a[i], e[i]) then return false end
      end
      return true
    end
    return type(a) == "number" and math.abs(a - e) <= tolerance * math.max(1, math.abs(e))
  end
  if not walk(actual, expected) then
    M.fail(string.format("%s: expected %s (within %g), got %s", what or "value", show(expected), tolerance, show(actual)))
  end
end

-- Calls fn(...), which must raise a KilnError with the given status and a non-empty message.
function M.raises(status, fn, ...)
  local ok, err = pcall(fn, ...)
  if ok then M.fail("expected a " .. status .. " error, but the call succeeded") end
  if type(err) ~= "table" or err.status == nil then
    M.fail("expected a KilnError, got " .. tostring(err))
  end
  if err.status ~= status then
    M.fail("expected status " .. status .. ", got " .. tostring(err.status) .. " (" .. tostring(err.message) .. ")")
  end
  if type(err.message) ~= "string" or err.message == "" then
    M.fail("the " .. status .. " error has an empty message")
  end
  return err
end

-- Runs every test (or those whose name contains `filter`); returns the number of failures.
function M.run(filter)
  local passed, failed = 0, {}
  for _, t in ipairs(M.tests) do
    if not filter or t.name:find(filter, 1, true) then
      local ok, err = xpcall(t.fn, function(e) return debug.traceback(tostring(e), 2) end)
      if ok then
        passed = passed + 1
        io.write("ok    ", t.name, "\n")
      else
        failed[#failed + 1] = t.name
        io.write("FAIL  ", t.name, "\n      ", (tostring(err):gsub("\n", "\n      ")), "\n")
      end
    end
  end
  io.write(string.format("\n%d passed, %d failed\n", passed, #failed))
  for _, name in ipairs(failed) do io.write("  failed: ", name, "\n") end
  return #failed, passed
end

return M
