-- Failing calls raise KilnError values carrying the status name and kiln_last_error()'s text.
local ffi = require("ffi")
local kiln = require("kiln")
local t = require("harness")

t.test("shape mismatch in reshape", function()
  local a = kiln.from_table({ { 1, 2, 3 }, { 4, 5, 6 } })
  local err = t.raises("SHAPE_MISMATCH", a.reshape, a, { 4 })
  t.equal(err.code, kiln.cdef.enums.kiln_status.values.SHAPE_MISMATCH, "code")
  t.equal(err.func, "kiln_reshape", "function")
  t.check(kiln.is_error(err), "is_error")
  t.check(tostring(err):find("SHAPE_MISMATCH", 1, true), "tostring names the status: " .. tostring(err))
  t.check(tostring(err):find(err.message, 1, true), "tostring holds the message")
end)

t.test("shape mismatch in an operator", function()
  local a, b = kiln.from_table({ 1, 2, 3 }), kiln.from_table({ 1, 2 })
  local err = t.raises("SHAPE_MISMATCH", function() return a + b end)
  -- named as this binding names it, the library's text once, the C function last
  t.check(err.message:find("^kiln%.add: ") and err.message:find(" %[kiln_add%]$"), err.message)
  t.check(not err.message:find("add: add:", 1, true), err.message)
  t.equal(kiln.errors.lua_name("kiln_tensor_eval"), "Tensor:eval", "a tensor function's Lua name")
end)

t.test("axis out of range", function()
  t.raises("INDEX_OUT_OF_RANGE", kiln.sum, kiln.from_table({ 1, 2 }), { 5 })
end)

t.test("unknown dtype name", function()
  t.raises("UNSUPPORTED_DTYPE", kiln.from_table, { 1 }, "float128")
end)

t.test("unknown device label", function()
  local err = select(2, pcall(kiln.device, "nosuchdevice:7"))
  t.check(kiln.is_error(err) and err.message ~= "", "expected a KilnError with a message, got " .. tostring(err))
end)

t.test("ragged nested tables", function()
  t.raises("SHAPE_MISMATCH", kiln.from_table, { { 1, 2 }, { 3 } })
end)

t.test("a raw C call's status through errors.check", function()
  local errors = require("kiln.errors")
  -- NULL where an out-pointer is required
  local status = kiln.C.kiln_tensor_ndim(kiln.from_table({ 1 })._handle, nil)
  t.equal(kiln.cdef.enums.kiln_status.names[tonumber(status)], "INVALID_ARGUMENT", "raw status")
  t.raises("INVALID_ARGUMENT", errors.check, status, "kiln_tensor_ndim")
end)

t.test("the error survives later successful calls", function()
  local ok, err = pcall(kiln.reshape, kiln.from_table({ 1, 2, 3 }), { 2 })
  t.check(not ok, "reshape must fail")
  local message = err.message
  kiln.from_table({ 1 }):eval()
  t.equal(err.message, message, "message kept in the error value")
  t.check(ffi.string(kiln.C.kiln_status_string(err.code)) ~= "", "kiln_status_string")
end)

t.test("integers a dtype cannot hold raise, never wrap around", function()
  local err = t.raises("INVALID_ARGUMENT", kiln.from_table, { 300 }, "uint8")
  t.check(err.message:find("300 is out of range for uint8", 1, true), err.message)
  t.raises("INVALID_ARGUMENT", kiln.from_table, { -1 }, "uint8")
  t.raises("INVALID_ARGUMENT", kiln.from_table, { 128 }, "int8")
  t.raises("INVALID_ARGUMENT", kiln.from_table, { -129 }, "int8")
  t.raises("INVALID_ARGUMENT", kiln.from_table, { 2 ^ 31 }, "int32")
  t.raises("INVALID_ARGUMENT", kiln.from_table, { 2 ^ 64 }, "uint64")
  local edges = kiln.from_table({ 0, 255 }, "uint8"):to_table()
  t.equal(edges[1], 0, "0")
  t.equal(edges[2], 255, "255")
  local signed = kiln.from_table({ -128, 127 }, "int8"):to_table()
  t.equal(signed[1], -128, "-128")
  t.equal(signed[2], 127, "127")
end)

t.test("a KILN_DEVICE naming no device makes device selection fail", function()
  local here = debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$") or "."
  for _, value in ipairs({ "gpu", "vulkan0", "vulkan:99" }) do
    local script = "package.path = '" .. here .. "/../?.lua;" .. here .. "/../?/init.lua;' .. package.path; "
      .. "local kiln = require('kiln'); local ok, err = pcall(kiln.device); "
      .. "io.write(ok and 'no error' or (err.status .. ' ' .. err.message))"
    local pipe = io.popen("KILN_DEVICE=" .. value .. " luajit -e \"" .. script .. "\" 2>&1")
    local out = pipe:read("*a")
    pipe:close()
    t.check(out:find("^INVALID_ARGUMENT") and out:find('KILN_DEVICE="' .. value .. '" names no device', 1, true), out)
  end
end)

t.test("x[1] raises instead of giving nil", function()
  local x = kiln.from_table({ 1, 2 })
  local err = t.raises("INVALID_ARGUMENT", function() return x[1] end)
  t.check(err.message:find("to_table", 1, true), err.message)
  t.equal(x:to_table()[1], 1, "to_table still works")
end)
