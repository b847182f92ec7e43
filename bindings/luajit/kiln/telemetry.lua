-- Telemetry: a Lua function called for every Kiln telemetry event (since 1.2).
--
--   local sub = kiln.telemetry.subscribe(function(event) print(event.name, event.phase) end)
--   ...
--   sub:unsubscribe()
--
-- The event is a plain table (see structs.lua): kind ("EVAL", "READ", ...), phase ("START",
-- "STOP"), id, parent_id, timestamp_ns, duration_ns, device, bytes, count, name, status.
--
-- LuaJIT callback rules this module follows for you:
--  * The C side holds a pointer made by ffi.cast(callback type, Lua function); it stays valid
--    until unsubscribe() frees it. Callback slots are limited: unsubscribe what you no longer need.
--  * A callback may only run on the thread of the Lua state that made it. Kiln calls it on the
--    thread whose Kiln call caused the event, i.e. your Lua thread; never call Kiln from other
--    threads with a subscription active.
--  * A C function called from JIT-compiled code must not call back into Lua (LuaJIT panics with
--    "bad callback"). Kiln calls may raise events at any time, so while a subscription is active
--    the JIT compiler is switched off (and its traces flushed); the last unsubscribe switches it
--    back on if it was on.
--  * An error must not unwind through the library's C++ frames: errors raised by your function
--    are caught and kept in sub.errors.
local ffi = require("ffi")
local C = require("kiln.library")
local errors = require("kiln.errors")
local structs = require("kiln.structs")

local Subscription = {}
Subscription.__index = Subscription

local M = { Subscription = Subscription }

local active = 0
local jit_was_on = false

local function jit_off()
  if active == 0 then
    jit_was_on = jit.status()
    jit.off()
    jit.flush()
  end
  active = active + 1
end

local function jit_restore()
  active = active - 1
  if active == 0 and jit_was_on then jit.on() end
end

-- Calls fn(event) for every event from now on; returns the Subscription.
function M.subscribe(fn)
  if type(fn) ~= "function" then
    errors.raise("INVALID_ARGUMENT", "telemetry.subscribe", "expected a function, got " .. type(fn))
  end
  local sub = setmetatable({ errors = {}, events = 0 }, Subscription)
  local callback = ffi.cast("kiln_telemetry_callback", function(event)
    sub.events = sub.events + 1
    local ok, err = pcall(fn, structs.to_table("kiln_telemetry_event", event))
    if not ok then sub.errors[#sub.errors + 1] = err end
  end)
  local id = ffi.new("uint64_t[1]")
  jit_off()
  local status = C.kiln_telemetry_subscribe(callback, nil, id)
  if tonumber(status) ~= 0 then
    local err = errors.new(tonumber(status), "kiln_telemetry_subscribe", errors.last_error())
    callback:free()
    jit_restore()
    error(err, 0)
  end
  sub.id, sub.callback = id[0], callback
  return sub
end

-- Ends the subscription (idempotent); fn is not called again once this returns.
function Subscription:unsubscribe()
  if self.callback == nil then return end
  errors.check(C.kiln_telemetry_unsubscribe(self.id), "kiln_telemetry_unsubscribe")
  self.callback:free()
  self.callback = nil
  jit_restore()
end

return M
