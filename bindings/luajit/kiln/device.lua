-- Devices: the CPU and Vulkan GPUs. Device handles live for the whole process, so a Device
-- needs no finalizer; one Device table exists per handle.
local ffi = require("ffi")
local C = require("kiln.library")
local cdef = require("kiln.cdef")
local errors = require("kiln.errors")
local structs = require("kiln.structs")

local Device = {}
Device.__index = Device

local by_address = {}

local M = { Device = Device }

-- The Device for a kiln_device handle.
function M.wrap(handle)
  if handle == nil then return nil end
  local key = tostring(ffi.cast("uintptr_t", handle))
  local device = by_address[key]
  if not device then
    device = setmetatable({ handle = handle }, Device)
    by_address[key] = device
  end
  return device
end

function M.default()
  local out = ffi.new("kiln_device[1]")
  errors.check(C.kiln_device_default(out), "kiln_device_default")
  return M.wrap(out[0])
end

-- A device by label ("cpu", "vulkan:0").
function M.find(label)
  local out = ffi.new("kiln_device[1]")
  errors.check(C.kiln_device_find(label, out), "kiln_device_find")
  return M.wrap(out[0])
end

function M.all()
  local count = ffi.new("size_t[1]")
  errors.check(C.kiln_device_count(count), "kiln_device_count")
  local list = {}
  for i = 0, tonumber(count[0]) - 1 do
    local out = ffi.new("kiln_device[1]")
    errors.check(C.kiln_device_get(i, out), "kiln_device_get")
    list[#list + 1] = M.wrap(out[0])
  end
  return list
end

-- A device argument: nil (the default device), a Device or a label.
function M.resolve(value)
  if value == nil then return M.default() end
  if type(value) == "string" then return M.find(value) end
  if getmetatable(value) == Device then return value end
  errors.raise("INVALID_ARGUMENT", "kiln.device", "expected a Device or a label, got " .. type(value))
end

-- {index, kind ("CPU", "VULKAN"), name, label, memory_bytes, dtype_mask, host_visible, ...}
function Device:info()
  local info = structs.new("kiln_device_info")
  errors.check(C.kiln_device_get_info(self.handle, info), "kiln_device_get_info")
  return structs.to_table("kiln_device_info", info)
end

function Device:label()
  return self:info().label
end

-- Memory use in bytes: {active_bytes, peak_bytes, cached_bytes, limit_bytes}.
function Device:memory_stats()
  local stats = structs.new("kiln_memory_stats")
  errors.check(C.kiln_device_memory_stats(self.handle, stats), "kiln_device_memory_stats")
  return structs.to_table("kiln_memory_stats", stats)
end

function Device:set_memory_limit(bytes)
  errors.check(C.kiln_device_set_memory_limit(self.handle, bytes), "kiln_device_set_memory_limit")
end

function Device:clear_cache()
  errors.check(C.kiln_device_clear_cache(self.handle), "kiln_device_clear_cache")
end

-- How this device runs op `op` ("exp", "matmul", ...) for inputs of `dtype`:
-- "NATIVE", "FALLBACK" (on the CPU) or "NONE".
function Device:op_support(op, dtype)
  local code = require("kiln.dtypes").get(dtype, "op_support").code
  local support = ffi.new("kiln_op_support[1]")
  errors.check(C.kiln_device_op_support(self.handle, op, code, support), "kiln_device_op_support")
  return cdef.enums.kiln_op_support.names[tonumber(support[0])]
end

-- The (op, dtype) pairs this device runs on the CPU instead: { {op = "exp", dtype = "float64"}, ... }.
function Device:fallbacks()
  local count = ffi.new("size_t[1]")
  errors.check(C.kiln_device_fallback_count(self.handle, count), "kiln_device_fallback_count")
  local list = {}
  for i = 0, tonumber(count[0]) - 1 do
    local op, dtype = ffi.new("const char*[1]"), ffi.new("kiln_dtype[1]")
    errors.check(C.kiln_device_fallback_get(self.handle, i, op, dtype), "kiln_device_fallback_get")
    list[#list + 1] = { op = ffi.string(op[0]), dtype = cdef.enums.kiln_dtype.docs[tonumber(dtype[0])] }
  end
  return list
end

function Device.__tostring(device)
  return "kiln.Device(" .. device:label() .. ")"
end

return M
