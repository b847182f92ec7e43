-- Copies a spec struct (cdata) into a plain Lua table, field by field as cdef.lua lists them:
-- enums become their names, strings Lua strings, devices Device objects, numbers Lua numbers.
-- Only fields inside the struct_size the library wrote are copied, so a library older than
-- this binding (which fills fewer fields) leaves the newer ones nil.
local ffi = require("ffi")
local cdef = require("kiln.cdef")

local M = {}

local function convert(ctype, value)
  if cdef.enums[ctype] then
    local code = tonumber(value)
    return cdef.enums[ctype].names[code] or code
  elseif ctype == "const char*" or ctype == "char*" then
    return value ~= nil and ffi.string(value) or nil
  elseif ctype == "kiln_device" then
    return value ~= nil and require("kiln.device").wrap(value) or nil
  elseif ctype == "bool" then
    return value
  end
  return tonumber(value)
end

function M.to_table(struct_name, value)
  local size = tonumber(value.struct_size)
  local out = {}
  for _, field in ipairs(cdef.structs[struct_name]) do
    local name, ctype = field[1], field[2]
    if name ~= "struct_size" and ffi.offsetof(struct_name, name) + ffi.sizeof(ctype) <= size then
      out[name] = convert(ctype, value[name])
    end
  end
  return out
end

-- A zeroed struct of the named type with struct_size set, ready to pass to the library.
function M.new(struct_name)
  local value = ffi.new(struct_name)
  value.struct_size = ffi.sizeof(struct_name)
  return value
end

return M
