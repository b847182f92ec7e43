-- Creation from host data and reading back, for every dtype with a host type.
local ffi = require("ffi")
local kiln = require("kiln")
local t = require("harness")

-- dtype, values (exactly representable in it)
local CASES = {
  { "bool", { { true, false, true }, { false, false, true } } },
  { "int8", { -128, -1, 0, 127 } },
  { "int16", { -32768, 12345, 32767 } },
  { "int32", { { -2147483648, 7 }, { 0, 2147483647 } } },
  { "uint8", { 0, 128, 255 } },
  { "uint16", { 0, 40000, 65535 } },
  { "uint32", { 0, 3000000000, 4294967295 } },
  { "float32", { { 0.5, -2.25 }, { 1e-3 * 1024, 3e38 } } },
  { "float64", { 1 / 3, -1e300, 2 ^ -1000 } },
  { "float16", { 0.5, -2, 65504, 2 ^ -14 } },
  { "bfloat16", { 1, -0.5, 256, 2 ^ 100 } },
}

for _, case in ipairs(CASES) do
  local dtype, values = case[1], case[2]
  t.test("round trip " .. dtype, function()
    local x = kiln.from_table(values, dtype)
    t.equal(x:dtype(), dtype, "dtype")
    local expected_shape = type(values[1]) == "table" and { #values, #values[1] } or { #values }
    t.equal(x:shape(), expected_shape, "shape")
    if dtype == "float32" then
      -- float32 rounds; compare with the values rounded the same way
      local rounded = {}
      for i, row in ipairs(values) do
        rounded[i] = {}
        for j, v in ipairs(row) do rounded[i][j] = tonumber(ffi.new("float", v)) end
      end
      values = rounded
    end
    t.equal(x:to_table(), values, "values")
  end)
end

t.test("round trip int64 and uint64 beyond 2^53 (exact 64-bit cdata)", function()
  local big = 9007199254740993LL -- 2^53 + 1: no double holds it
  local x = kiln.from_table({ big, -big, 5 }, "int64")
  local back = x:to_table()
  t.check(back[1] == big and back[2] == -big and back[3] == 5, "int64 values differ: " .. t.show(back))
  t.equal(type(back[1]), "cdata", "int64 element type")
  local u = kiln.from_table({ 18446744073709551615ULL, 0 }, "uint64"):to_table()
  t.check(u[1] == 18446744073709551615ULL and u[2] == 0, "uint64 values differ: " .. t.show(u))
end)

t.test("64-bit integers exact as Lua numbers come back as numbers (indices, counts)", function()
  local m = kiln.from_table({ { 1, 9, 3 }, { 7, 2, 8 } }, "float32")
  local idx = m:argmax({ 1 })
  local values = idx:to_table()
  t.equal(idx:dtype(), "int64", "argmax gives int64")
  t.equal(type(values[1]), "number", "an index is a Lua number")
  t.equal(values, { 1, 2 }, "argmax along axis 1 (0-based, as the library counts)")
  local names = { [0] = "a", "b", "c" }
  t.equal(names[values[1]], "b", "an index works as a table key")
  t.equal(type(idx:to_table(true)[1]), "cdata", "to_table(true) keeps 64-bit cdata")
  t.equal(type(m:argmin():item()), "number", "item of an index")
  local edge = kiln.from_table({ -9007199254740992LL, 9007199254740992LL }, "int64"):to_table()
  t.equal(type(edge[1]), "number", "-2^53 is exact")
end)

t.test("#x is the first axis's length; x[1] and #(0-d) raise", function()
  local m = kiln.from_table({ { 1, 2, 3 }, { 4, 5, 6 } })
  t.equal(#m, 2, "#x")
  t.equal(#kiln.from_table({ 1, 2, 3 }), 3, "#x of a vector")
  t.raises("INVALID_ARGUMENT", function() return #kiln.from_table(7) end)
  t.raises("INVALID_ARGUMENT", function() return m[1] end)
  t.check(kiln.is_tensor(m) and type(m) == "userdata", "a Tensor is a userdata")
end)

t.test("0-d and empty tensors", function()
  local scalar = kiln.from_table(7, "int32")
  t.equal(scalar:shape(), {}, "0-d shape")
  t.equal(scalar:to_table(), 7, "0-d value")
  t.equal(scalar:item(), 7, "item")
  local empty = kiln.from_table({}, "float32")
  t.equal(empty:shape(), { 0 }, "empty shape")
  t.equal(empty:to_table(), {}, "empty values")
end)

t.test("default dtypes of from_table", function()
  t.equal(kiln.from_table({ 1, 2 }):dtype(), "float32", "numbers")
  t.equal(kiln.from_table({ true }):dtype(), "bool", "booleans")
end)

t.test("from_cdata and to_cdata", function()
  local src = ffi.new("double[6]", { 1.5, 2, 3, 4, 5, 6.25 })
  local x = kiln.from_cdata(src, { 2, 3 }, "float64")
  src[0] = 99 -- the tensor holds a copy
  t.equal(x:to_table(), { { 1.5, 2, 3 }, { 4, 5, 6.25 } }, "values")
  local buf, n = x:to_cdata()
  t.equal(n, 6, "count")
  t.equal(ffi.sizeof(buf), 6 * ffi.sizeof("double"), "cdata size")
  t.equal(buf[5], 6.25, "last element")
end)

t.test("fill functions", function()
  t.equal(kiln.zeros({ 2 }, "int32"):to_table(), { 0, 0 }, "zeros")
  t.equal(kiln.ones({ 1, 2 }, "float64"):to_table(), { { 1, 1 } }, "ones")
  t.equal(kiln.full({ 3 }, 2.5, "float32"):to_table(), { 2.5, 2.5, 2.5 }, "full")
  t.equal(kiln.arange(0, 5, 2, "int64"):to_table(), { 0, 2, 4 }, "arange")
  t.equal(kiln.eye(2, nil, nil, "int8"):to_table(), { { 1, 0 }, { 0, 1 } }, "eye")
end)

t.test("device accessors", function()
  local x = kiln.from_table({ 1 })
  local info = x:device():info()
  t.check(info.label == kiln.device():info().label, "a new tensor lives on the default device")
  t.check(info.kind == "CPU" or info.kind == "VULKAN", "device kind " .. tostring(info.kind))
  t.check(#kiln.devices() >= 1, "at least one device")
  t.equal(kiln.device("cpu"):info().kind, "CPU", "device by label")
end)
