-- Making tensors: from Lua tables, from host memory (cdata), and the fill functions.
-- `dtype` is a name ("float32") and `device` a Device, a label ("cpu") or nil (the default).
local ffi = require("ffi")
local C = require("kiln.library")
local errors = require("kiln.errors")
local dtypes = require("kiln.dtypes")
local device = require("kiln.device")
local host = require("kiln.host")
local tensor = require("kiln.tensor")

local M = {}

-- A tensor holding a copy of `count` elements at `ptr` (any pointer cdata), laid out row-major
-- in the dtype's C type (raw 16-bit patterns for float16/bfloat16).
function M.from_cdata(ptr, shape, dtype, where)
  dtype = dtypes.get(dtype, "from_cdata")
  local dims, ndim = host.int64s(shape or {})
  return tensor.call("kiln_tensor_create", ffi.cast("const void*", ptr), dtype.code, dims, ndim,
    device.resolve(where).handle)
end

-- An integer an integer dtype cannot hold is an error (as in Python and NumPy 2): the FFI
-- conversion would wrap it around (300 as uint8 is 44). Bounds are powers of two, exact as doubles.
local function check_fits(v, dtype, i)
  local bits = dtype.itemsize * 8
  local low = dtype.kind == "int" and -2 ^ (bits - 1) or 0
  local limit = dtype.kind == "int" and 2 ^ (bits - 1) or 2 ^ bits  -- first value past the top
  local whole = v < 0 and math.ceil(v) or math.floor(v)
  if not (whole >= low and whole < limit) then
    errors.raise("INVALID_ARGUMENT", "from_table", string.format("element %d: %.17g is out of range for %s (%.17g..%.17g)",
      i, v, dtype.name, low, limit - 1))
  end
end

-- A tensor from a (nested) Lua table of numbers or booleans, or a single value (0-d).
-- Without a dtype: booleans give bool, numbers float32.
function M.from_table(values, dtype, where)
  local flat, shape = host.flatten(values, "from_table")
  dtype = dtypes.get(dtype or (type(flat[1]) == "boolean" and "bool" or "float32"), "from_table")
  if dtype.via then
    -- Lua has no half-precision type: build the wide tensor and let the library narrow it.
    local wide = M.from_table(values, dtype.via, where)
    local narrow = tensor.call("kiln_astype", tensor.handle(wide), dtype.code)
    wide:release()
    return narrow
  end
  if not dtype.ctype then
    errors.raise("UNSUPPORTED_DTYPE", "from_table", "no host type for dtype " .. dtype.name)
  end
  local n = #flat
  local buf = ffi.new(dtype.ctype .. "[?]", math.max(n, 1))
  for i = 1, n do
    local v = flat[i]
    if type(v) ~= "number" and type(v) ~= "boolean" and type(v) ~= "cdata" then
      errors.raise("INVALID_ARGUMENT", "from_table", "element " .. i .. " is a " .. type(v) .. ", not a number")
    end
    if type(v) == "boolean" and dtype.kind ~= "bool" then v = v and 1 or 0 end
    if type(v) == "number" and (dtype.kind == "int" or dtype.kind == "uint") then check_fits(v, dtype, i) end
    buf[i - 1] = v
  end
  return M.from_cdata(buf, shape, dtype, where)
end

function M.full(shape, value, dtype, where)
  local dims, ndim = host.int64s(shape)
  return tensor.call("kiln_full", dims, ndim, value, dtypes.get(dtype or "float32", "full").code,
    device.resolve(where).handle)
end

function M.zeros(shape, dtype, where)
  local dims, ndim = host.int64s(shape)
  return tensor.call("kiln_zeros", dims, ndim, dtypes.get(dtype or "float32", "zeros").code,
    device.resolve(where).handle)
end

function M.ones(shape, dtype, where)
  local dims, ndim = host.int64s(shape)
  return tensor.call("kiln_ones", dims, ndim, dtypes.get(dtype or "float32", "ones").code,
    device.resolve(where).handle)
end

-- Values start, start + step, ... below stop, as numpy.arange.
function M.arange(start, stop, step, dtype, where)
  return tensor.call("kiln_arange", start, stop, step or 1, dtypes.get(dtype or "float32", "arange").code,
    device.resolve(where).handle)
end

-- An n x m matrix with ones on diagonal k.
function M.eye(n, m, k, dtype, where)
  return tensor.call("kiln_eye", n, m or n, k or 0, dtypes.get(dtype or "float32", "eye").code,
    device.resolve(where).handle)
end

return M
