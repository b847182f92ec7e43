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

-- Turns a kiln_status returned by C function `func` into a raised KilnError; OK passes.
function M.check(status, func)
  status = tonumber(status)
  if status ~= 0 then
    local message = M.last_error()
    if message == "" then message = string.format("%s failed with status %d", func, status) end
    error(M.new(status, func, message), 0)
  end
end

return M
