-- Kiln for LuaJIT: lazy tensors over libkiln.so.1 through the FFI.
--
--   local kiln = require("kiln")
--   local a = kiln.from_table({{1, 2, 3}, {4, 5, 6}}, "float32")
--   local c = (a + kiln.arange(0, 3, 1, "float32")) * a
--   print(c:sum({1}):to_table())          --> {22, 94}
--
-- Failing calls raise a KilnError table (err.status, err.message, err.code, err.func); use pcall.
local ffi = require("ffi")
local cdef = require("kiln.cdef")
local C = require("kiln.library")
local errors = require("kiln.errors")
local dtypes = require("kiln.dtypes")
local device = require("kiln.device")
local tensor = require("kiln.tensor")
local creation = require("kiln.creation")
local ops = require("kiln.ops")
local grad = require("kiln.grad")

local kiln = {
  C = C,                 -- the raw C functions (ffi.load namespace)
  cdef = cdef,           -- the generated declarations and tables
  Tensor = tensor.Tensor,
  KilnError = errors.KilnError,
  is_error = errors.is_error,
  check = errors.check,  -- kiln.check(status, "kiln_x") raises for a raw C call's status
  errors = errors,       -- lua_name(c_function), describe(c_function, message)
  is_tensor = tensor.is_tensor,
  eval = tensor.eval,
  dtypes = dtypes.by_name,
  device = device.resolve, -- kiln.device() (the default), kiln.device("cpu")
  devices = device.all,
}

for name, fn in pairs(creation) do kiln[name] = fn end
for name, fn in pairs(ops) do
  if type(fn) == "function" then kiln[name] = fn end
end
kiln.skipped_ops = ops.skipped
-- Gradients (kiln/grad.lua): kiln.grad, value_and_grad, vjp, jvp; kiln.stop_gradient is an op.
for name, fn in pairs(grad) do kiln[name] = fn end

-- Loaded on first use: they need a 1.2 library.
local LAZY = { telemetry = "kiln.telemetry", settings = "kiln.settings" }
setmetatable(kiln, { __index = function(t, key)
  if LAZY[key] then
    t[key] = require(LAZY[key])
    return t[key]
  end
end })

-- The library's version: the string "major.minor.patch", then the three numbers.
function kiln.version()
  local v = ffi.new("uint32_t[3]")
  errors.check(C.kiln_version(v, v + 1, v + 2), "kiln_version")
  local major, minor, patch = tonumber(v[0]), tonumber(v[1]), tonumber(v[2])
  return string.format("%d.%d.%d", major, minor, patch), major, minor, patch
end

-- What Kiln sees on this machine, the text kiln-info prints (kiln_info_report): library version,
-- devices with their drivers, memory heaps, features, limits, pipeline cache and CPU fallbacks.
function kiln.info()
  local text = ffi.new("const char*[1]")
  errors.check(C.kiln_info_report(text), "kiln_info_report")
  return ffi.string(text[0])
end

return kiln
