-- Process-wide settings and per-device fallback queries (1.2).
local kiln = require("kiln")
local t = require("harness")

t.test("settings: debug flags and the fallback policy (1.2)", function()
  local settings = kiln.settings
  t.equal(next(settings.debug_flags()), nil, "no debug checks by default")
  settings.set_debug_flags({ "BOUNDS" })
  local ok, err = pcall(function()
    local flags = settings.debug_flags()
    t.check(flags.BOUNDS and not flags.NAN, "exactly BOUNDS on")
    -- with bounds checks an out-of-range index fails the eval instead of clamping
    local x = kiln.from_table({ 1, 2, 3 }, "int32")
    t.raises("INDEX_OUT_OF_RANGE", function() return x:take(kiln.from_table({ 7 }, "int32"), 0):to_table() end)
  end)
  settings.set_debug_flags({})
  if not ok then error(err, 0) end
  t.equal(kiln.from_table({ 1, 2, 3 }, "int32"):take(kiln.from_table({ 7 }, "int32"), 0):to_table(), { 3 }, "clamped")
  t.raises("INVALID_ARGUMENT", settings.set_debug_flags, { "NOPE" })
  t.equal(settings.fallback_policy(), "ALLOW", "default policy")
  settings.set_fallback_policy("ERROR")
  t.equal(settings.fallback_policy(), "ERROR", "policy set")
  settings.set_fallback_policy("ALLOW")
end)

t.test("device op support and fallbacks (1.2)", function()
  local cpu = kiln.device("cpu")
  t.equal(cpu:op_support("add", "float32"), "NATIVE", "the CPU runs add natively")
  t.equal(#cpu:fallbacks(), 0, "the CPU falls back to nothing")
  t.raises("INVALID_ARGUMENT", cpu.op_support, cpu, "no_such_op", "float32")
  for _, dev in ipairs(kiln.devices()) do
    for _, pair in ipairs(dev:fallbacks()) do
      t.equal(dev:op_support(pair.op, pair.dtype), "FALLBACK", pair.op .. " " .. pair.dtype .. " on " .. dev:info().label)
    end
  end
end)

t.test("kiln.info() is the kiln-info report", function()
  local version = kiln.version()
  local text = kiln.info()
  t.equal(text:sub(1, #version + 6), "Kiln " .. version .. "\n", "starts with the version")
  t.check(text:find("\n  driver: kiln-cpu, version ", 1, true), "names the CPU's driver")
  t.check(text:find("falls back to the CPU: ", 1, true), "lists the fallbacks")
end)
