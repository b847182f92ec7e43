-- Ownership: explicit release, use after release, and release by the garbage collector.
local ffi = require("ffi")
local kiln = require("kiln")
local t = require("harness")

t.test("use after release raises INVALID_HANDLE, never crashes", function()
  local x = kiln.from_table({ 1, 2, 3 })
  x:release()
  t.check(x:is_released(), "is_released")
  t.raises("INVALID_HANDLE", x.shape, x)
  t.raises("INVALID_HANDLE", x.to_table, x)
  t.raises("INVALID_HANDLE", x.eval, x)
  t.raises("INVALID_HANDLE", function() return x + 1 end)
  t.raises("INVALID_HANDLE", kiln.eval, x)
  x:release() -- a second release is a no-op
  t.equal(tostring(x), "kiln.Tensor(released)", "tostring of a released tensor")
end)

t.test("results outlive the tensors they were made from", function()
  local a = kiln.from_table({ 1, 2, 3 }, "int32")
  local b = a * 10
  a:release()
  t.equal(b:to_table(), { 10, 20, 30 }, "b after releasing a")
end)

t.test("the library rejects a stale handle (generation check)", function()
  local x = kiln.from_table({ 1 })
  local raw = x._handle
  x:release()
  local status = kiln.C.kiln_tensor_release(raw)
  t.equal(kiln.cdef.enums.kiln_status.names[tonumber(status)], "INVALID_HANDLE", "double release status")
end)

local function active_bytes()
  return kiln.device():memory_stats().active_bytes
end

t.test("the garbage collector releases unreferenced tensors", function()
  collectgarbage("collect")
  local base = active_bytes()
  local n, count = 65536, 20
  local values = {}
  for i = 1, n do values[i] = i end
  local kept = {}
  for i = 1, count do kept[i] = kiln.from_table(values, "float32") end
  local held = active_bytes()
  t.check(held >= base + n * 4 * count, string.format("live tensors should hold memory: %d -> %d", base, held))
  kept = nil
  collectgarbage("collect")
  collectgarbage("collect")
  local after = active_bytes()
  t.check(after <= base, string.format("after collection %d bytes stay active (baseline %d)", after, base))
end)

t.test("large forgotten tensors in a loop stay bounded (a collection every 256 MiB)", function()
  collectgarbage("collect")
  local base = active_bytes()
  local peak = base
  for _ = 1, 64 do -- 32 MiB each: 2 GiB if none were released
    local x = kiln.zeros({ 8 * 1024 * 1024 }, "float32") + 1 -- a 32 MiB result once evaluated
    x:eval()
    peak = math.max(peak, active_bytes())
  end
  t.check(peak <= base + 768 * 1024 * 1024, string.format("peaked at %d bytes (%d before)", peak, base))
end)

t.test("explicit release frees memory at once", function()
  collectgarbage("collect")
  local base = active_bytes()
  local values = {}
  for i = 1, 100000 do values[i] = i end
  local x = kiln.from_table(values, "float64")
  t.check(active_bytes() >= base + 100000 * 8, "a tensor made from host data holds memory")
  x:release()
  t.check(active_bytes() <= base, "released at once")
end)

t.test("live tensors at exit do not crash the process", function()
  local script = "package.path = " .. string.format("%q", package.path) .. "; local k = require('kiln'); KEEP = {}; for i = 1, 50 do KEEP[i] = k.from_table({i}) + 1 end; "
    .. "k.eval(unpack(KEEP)); print('exiting')"
  local interpreter = arg and arg[-1] or "luajit"
  local pipe = io.popen(string.format("%q -e %q 2>&1; echo \"rc=$?\"", interpreter, script))
  local output = pipe:read("*a")
  pipe:close()
  t.check(output:find("exiting\nrc=0", 1, true), "child output: " .. output)
end)
