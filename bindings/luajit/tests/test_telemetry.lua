-- Telemetry (1.2): Lua functions as C callbacks, raw (ffi.cast) and through kiln.telemetry.
local ffi = require("ffi")
local kiln = require("kiln")
local t = require("harness")

local function work()
  local x = kiln.from_table({ 1, 2, 3 }, "float32") + 1
  kiln.eval(x)
  return x:to_table()
end

t.test("ffi.cast of a Lua function to kiln_telemetry_callback", function()
  local seen = {}
  local callback = ffi.cast("kiln_telemetry_callback", function(event, user_data)
    seen[#seen + 1] = { kind = tonumber(event.kind), phase = tonumber(event.phase), id = event.id,
                        name = ffi.string(event.name), user_data = user_data }
  end)
  -- A C call made from JIT-compiled code must not call back into Lua: no traces while subscribed.
  local jit_was_on = jit.status()
  jit.off()
  jit.flush()
  local marker = ffi.new("int[1]")
  local id = ffi.new("uint64_t[1]")
  kiln.check(kiln.C.kiln_telemetry_subscribe(callback, marker, id), "kiln_telemetry_subscribe")
  local ok, err = pcall(work)
  kiln.check(kiln.C.kiln_telemetry_unsubscribe(id[0]), "kiln_telemetry_unsubscribe")
  callback:free()
  if jit_was_on then jit.on() end
  t.check(ok, "work under the raw subscription: " .. tostring(err))
  local eval_start
  for _, e in ipairs(seen) do
    if e.kind == kiln.C.KILN_EVENT_EVAL and e.phase == kiln.C.KILN_EVENT_START then eval_start = e end
  end
  t.check(eval_start, "an EVAL START event among " .. #seen .. " events")
  t.equal(eval_start.name, "eval", "event name")
  t.check(ffi.cast("int*", eval_start.user_data) == marker, "user_data comes back")
end)

t.test("kiln.telemetry.subscribe: events as tables, spans paired", function()
  local events = {}
  local sub = kiln.telemetry.subscribe(function(e) events[#events + 1] = e end)
  local ok, err = pcall(work)
  sub:unsubscribe()
  t.check(ok, "work under the subscription: " .. tostring(err))
  local starts, eval_stop = {}, nil
  for _, e in ipairs(events) do
    if e.phase == "START" then starts[e.id] = e end
    if e.kind == "EVAL" and e.phase == "STOP" then eval_stop = e end
  end
  t.check(eval_stop, "an EVAL STOP event")
  t.check(starts[eval_stop.id], "the STOP's START shares its id")
  t.equal(eval_stop.status, "OK", "status of the eval span")
  t.check(eval_stop.duration_ns >= 0 and eval_stop.timestamp_ns > 0, "timestamps")
  t.check(eval_stop.device == nil or kiln.device():info().label == eval_stop.device:info().label, "device")
  local reads = 0
  for _, e in ipairs(events) do
    if e.kind == "READ" then reads = reads + 1 end
  end
  t.check(reads > 0, "to_table reads: READ events")
  local count = #events
  work()
  t.equal(#events, count, "no events after unsubscribe")
  t.equal(#sub.errors, 0, "callback errors")
  sub:unsubscribe() -- idempotent
end)

t.test("errors in the Lua callback are kept, not thrown through the library", function()
  local sub = kiln.telemetry.subscribe(function() error("boom") end)
  local ok, err = pcall(work)
  sub:unsubscribe()
  t.check(ok, "the Kiln calls succeed: " .. tostring(err))
  t.check(#sub.errors > 0 and tostring(sub.errors[1]):find("boom", 1, true), "errors kept: " .. t.show(sub.errors))
end)

t.test("subscribing after hot, JIT-compiled Kiln calls does not panic", function()
  t.check(jit.status(), "the JIT compiler is on to begin with")
  for _ = 1, 300 do work() end -- hot enough to compile traces around the FFI calls
  local n = 0
  local sub = kiln.telemetry.subscribe(function() n = n + 1 end)
  t.check(not jit.status(), "the JIT compiler is off while subscribed")
  for _ = 1, 300 do work() end
  sub:unsubscribe()
  t.check(jit.status(), "the JIT compiler is back on after the last unsubscribe")
  t.check(n >= 300, "events from every iteration, got " .. n)
end)

t.test("subscribe rejects a non-function", function()
  t.raises("INVALID_ARGUMENT", kiln.telemetry.subscribe, 42)
end)
