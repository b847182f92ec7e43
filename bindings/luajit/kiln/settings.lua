-- Process-wide switches (since 1.2): debug checks and the CPU fallback policy.
local ffi = require("ffi")
local cdef = require("kiln.cdef")
local C = require("kiln.library")
local errors = require("kiln.errors")

local FLAGS = cdef.enums.kiln_debug_flag
local POLICIES = cdef.enums.kiln_fallback_policy

local M = {}

-- The debug checks in force as a set of names: { BOUNDS = true, NAN = true }.
function M.debug_flags()
  local bits = ffi.new("uint32_t[1]")
  errors.check(C.kiln_debug_get_flags(bits), "kiln_debug_get_flags")
  local set = {}
  for name, value in pairs(FLAGS.values) do
    if bit.band(tonumber(bits[0]), value) ~= 0 then set[name] = true end
  end
  return set
end

-- Switches the debug checks to exactly the given names, e.g. {"BOUNDS", "NAN"} ({} turns all off).
function M.set_debug_flags(names)
  local bits = 0
  for _, name in ipairs(names) do
    local value = FLAGS.values[name]
    if not value then errors.raise("INVALID_ARGUMENT", "set_debug_flags", "unknown debug flag " .. tostring(name)) end
    bits = bit.bor(bits, value)
  end
  errors.check(C.kiln_debug_set_flags(bits), "kiln_debug_set_flags")
end

-- "ALLOW" or "ERROR".
function M.fallback_policy()
  local policy = ffi.new("kiln_fallback_policy[1]")
  errors.check(C.kiln_fallback_get_policy(policy), "kiln_fallback_get_policy")
  return POLICIES.names[tonumber(policy[0])]
end

function M.set_fallback_policy(name)
  local value = POLICIES.values[name]
  if not value then errors.raise("INVALID_ARGUMENT", "set_fallback_policy", "unknown policy " .. tostring(name)) end
  errors.check(C.kiln_fallback_set_policy(value), "kiln_fallback_set_policy")
end

return M
