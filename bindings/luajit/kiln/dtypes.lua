-- Element types. A dtype is a table {name, code, itemsize, ctype, kind, via}; each name is the
-- doc text of its kiln_dtype value in the spec ("float32"), so new dtypes appear here by themselves.
local ffi = require("ffi")
local cdef = require("kiln.cdef")
local C = require("kiln.library")
local errors = require("kiln.errors")

-- How each known dtype is held in host memory. Half-precision types have no Lua/C arithmetic
-- type, so their values travel through float64 and the library converts (astype) on the device.
local HOST = {
  bool = { ctype = "bool", kind = "bool" },
  int8 = { ctype = "int8_t", kind = "int" }, int16 = { ctype = "int16_t", kind = "int" },
  int32 = { ctype = "int32_t", kind = "int" }, int64 = { ctype = "int64_t", kind = "int" },
  uint8 = { ctype = "uint8_t", kind = "uint" }, uint16 = { ctype = "uint16_t", kind = "uint" },
  uint32 = { ctype = "uint32_t", kind = "uint" }, uint64 = { ctype = "uint64_t", kind = "uint" },
  float16 = { ctype = "uint16_t", kind = "float", via = "float64" },
  bfloat16 = { ctype = "uint16_t", kind = "float", via = "float64" },
  float32 = { ctype = "float", kind = "float" },
  float64 = { ctype = "double", kind = "float" },
}

local M = { by_name = {}, by_code = {} }

-- The packed 2- and 4-bit integers (kiln_dtype_size refuses them): bits per element. They and
-- the float8s have no host form here: their values travel through astype (int8/uint8, float32).
local SUB_BYTE_BITS = { int2 = 2, int4 = 4, uint2 = 2, uint4 = 4 }

for code, name in pairs(cdef.enums.kiln_dtype.docs) do
  local host = HOST[name] or {}
  local size = ffi.new("size_t[1]")
  if SUB_BYTE_BITS[name] then
    size[0] = 0
  else
    errors.check(C.kiln_dtype_size(code, size), "kiln_dtype_size")
  end
  local itemsize = SUB_BYTE_BITS[name] and SUB_BYTE_BITS[name] / 8 or tonumber(size[0])
  local dtype = { name = name, code = code, itemsize = itemsize,
                  ctype = host.ctype, kind = host.kind or "other", via = host.via }
  M.by_name[name] = dtype
  M.by_code[code] = dtype
end

-- The dtype for a name, a code or a dtype table; raises UNSUPPORTED_DTYPE for anything else.
function M.get(value, func)
  local found = type(value) == "table" and M.by_code[value.code] or M.by_name[value] or M.by_code[value]
  if not found then
    errors.raise("UNSUPPORTED_DTYPE", func or "kiln.dtype", "unknown dtype " .. tostring(value))
  end
  return found
end

return M
