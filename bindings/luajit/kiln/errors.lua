-- Kiln errors as Lua error values. Every failing call raises (with error()) a KilnError table:
--   err.status   the status name without KILN_STATUS_ ("SHAPE_MISMATCH")
--   err.code     the kiln_status number
--   err.message  kiln_last_error()'s text (or the binding's own explanation)
--   err.func     the C function (or binding function) that failed
-- so `local ok, err = pcall(f, ...)` gives the caller something to inspect; tostring(err) reads well.
local ffi = require("ffi")
local cdef = require("kiln.cdef")
local C = require("kiln.library")

local statuses = cdef.enums.kiln_status

local KilnError = {}
KilnError.__index = KilnError

function KilnError.__tostring(err)
  return string.format("kiln error %s in %s: %s", err.status, err.func, err.message)
end

local M = { KilnError = KilnError, status = statuses.values }

-- A new error value for status `code` (number or name) raised by `func`.
function M.new(code, func, message)
  if type(code) == "string" then code = statuses.values[code] end
  return setmetatable({
    code = code,
    -- Statuses added after this binding was generated still get a readable name.
    status = statuses.names[code] or ("STATUS_" .. tostring(code)),
    func = func,
    message = message,
  }, KilnError)
end

function M.is_error(value)
  return getmetatable(value) == KilnError
end

-- Raises a KilnError (the binding's own check, not a C call's status).
function M.raise(status_name, func, message)
  error(M.new(status_name, func, message), 0)
end

function M.last_error()
  return ffi.string(C.kiln_last_error())
end

-- What this binding calls C function `func`: kiln_add -> kiln.add, kiln_tensor_eval ->
-- Tensor:eval, kiln_device_find -> Device:find.
function M.lua_name(func)
  local short = func:gsub("^kiln_", "")
  for _, owner in ipairs({ { "tensor_", "Tensor:" }, { "device_", "Device:" } }) do
    if short:sub(1, #owner[1]) == owner[1] then return owner[2] .. short:sub(#owner[1] + 1) end
  end
  return "kiln." .. short
end

-- A library message ("kiln_add: cannot broadcast ...") as this binding shows it:
-- "kiln.add: cannot broadcast ... [kiln_add]".
function M.describe(func, message)
  local lead = func .. ": "
  local detail = message:sub(1, #lead) == lead and message:sub(#lead + 1) or message
  return string.format("%s: %s [%s]", M.lua_name(func), detail, func)
end

-- Turns a kiln_status returned by C function `func` into a raised KilnError; OK passes.
function M.check(status, func)
  status = tonumber(status)
  if status ~= 0 then
    local message = M.last_error()
    if message == "" then message = string.format("failed with status %d", status) end
    error(M.new(status, func, M.describe(func, message)), 0)
  end
end

return M
