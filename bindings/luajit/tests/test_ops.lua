-- Ops and operators against values computed in Lua.
local kiln = require("kiln")
local t = require("harness")

local A = { { 1, -2, 3.5 }, { 4, 0.25, -6 } }
local B = { { 2, 8, -1 }, { 0.5, 4, 3 } }

local function map2(f, x, y)
  local out = {}
  for i = 1, #x do
    out[i] = {}
    for j = 1, #x[i] do out[i][j] = f(x[i][j], y[i][j]) end
  end
  return out
end

local function map1(f, x)
  return map2(function(a) return f(a) end, x, x)
end

t.test("arithmetic operators (float64)", function()
  local a, b = kiln.from_table(A, "float64"), kiln.from_table(B, "float64")
  t.equal((a + b):to_table(), map2(function(x, y) return x + y end, A, B), "+")
  t.equal((a - b):to_table(), map2(function(x, y) return x - y end, A, B), "-")
  t.equal((a * b):to_table(), map2(function(x, y) return x * y end, A, B), "*")
  t.close((a / b):to_table(), map2(function(x, y) return x / y end, A, B), 1e-15, "/")
  t.equal((-a):to_table(), map1(function(x) return -x end, A), "unary -")
  t.close((a ^ 2):to_table(), map1(function(x) return x * x end, A), 1e-15, "^")
end)

t.test("number operands keep the tensor's dtype", function()
  local x = kiln.from_table({ 1, 2, 3 }, "int32")
  local y = x * 2
  t.equal(y:dtype(), "int32", "x * 2 dtype")
  t.equal(y:to_table(), { 2, 4, 6 }, "x * 2")
  t.equal((10 - x):to_table(), { 9, 8, 7 }, "10 - x")
  t.equal((x + 0.5):dtype(), "float32", "int32 + 0.5 promotes")
end)

t.test("broadcasting and named ops", function()
  local a = kiln.from_table(A, "float32")
  local row = kiln.arange(0, 3, 1, "float32")
  t.equal(kiln.add(a, row):to_table(), map2(function(x, y) return x + y end, A, { { 0, 1, 2 }, { 0, 1, 2 } }), "add row")
  t.equal(kiln.maximum(a, 0):to_table(), map1(function(x) return math.max(x, 0) end, A), "maximum")
  t.close(a:exp():to_table(), map1(math.exp, A), 1e-6, "exp")
  t.equal(a:abs():to_table(), map1(math.abs, A), "abs")
  t.equal(kiln.less(a, 1):to_table(), map1(function(x) return x < 1 end, A), "less")
  t.equal(kiln.where(kiln.less(a, 0), 0, a):to_table(), map1(function(x) return x < 0 and 0 or x end, A), "where")
end)

t.test("reductions", function()
  local a = kiln.from_table(A, "float64")
  t.equal(a:sum():to_table(), 1 - 2 + 3.5 + 4 + 0.25 - 6, "sum of all")
  t.equal(a:sum({ 1 }):to_table(), { 2.5, -1.75 }, "sum axis 1")
  t.equal(a:sum(0, true):shape(), { 1, 3 }, "keepdims shape")
  t.equal(a:max({ 0 }):to_table(), { 4, 0.25, 3.5 }, "max axis 0")
  t.close(a:mean():to_table(), 0.75 / 6, 1e-15, "mean")
  t.equal(kiln.from_table({ 1, 2, 3 }, "int32"):sum():dtype(), "int64", "int32 sums as int64")
end)

t.test("matmul", function()
  local a = kiln.from_table({ { 1, 2, 3 }, { 4, 5, 6 } }, "float32")
  local b = kiln.from_table({ { 7, 8 }, { 9, 10 }, { 11, 12 } }, "float32")
  local expected = {}
  for i = 1, 2 do
    expected[i] = {}
    for j = 1, 2 do
      local acc = 0
      for k = 1, 3 do acc = acc + ({ { 1, 2, 3 }, { 4, 5, 6 } })[i][k] * ({ { 7, 8 }, { 9, 10 }, { 11, 12 } })[k][j] end
      expected[i][j] = acc
    end
  end
  t.equal(a:matmul(b):to_table(), expected, "matmul")
end)

t.test("shape ops", function()
  local a = kiln.arange(0, 6, 1, "int32")
  local m = a:reshape({ 2, 3 })
  t.equal(m:to_table(), { { 0, 1, 2 }, { 3, 4, 5 } }, "reshape")
  t.equal(m:reshape({ -1 }):shape(), { 6 }, "reshape -1")
  t.equal(m:transpose():to_table(), { { 0, 3 }, { 1, 4 }, { 2, 5 } }, "transpose")
  t.equal(m:flip({ 1 }):to_table(), { { 2, 1, 0 }, { 5, 4, 3 } }, "flip")
  t.equal(m:slice({ 0, 1 }, { 2, 3 }, { 1, 1 }):to_table(), { { 1, 2 }, { 4, 5 } }, "slice")
  t.equal(kiln.concatenate({ m, m }, 0):shape(), { 4, 3 }, "concatenate")
  t.equal(kiln.stack({ a, a }, 1):shape(), { 6, 2 }, "stack")
  t.equal(a:expand_dims({ 0 }):shape(), { 1, 6 }, "expand_dims")
  t.equal(kiln.from_table({ 1, 2 }, "int32"):pad({ 1 }, { 2 }, 9):to_table(), { 9, 1, 2, 9, 9 }, "pad")
end)

t.test("astype", function()
  local x = kiln.from_table({ 1.75, -2.5, 300 }, "float32")
  t.equal(x:astype("int32"):to_table(), { 1, -2, 300 }, "float32 -> int32 truncates")
  t.equal(x:astype("int8"):to_table(), { 1, -2, 127 }, "float32 -> int8 saturates")
  t.equal(x:astype("bool"):to_table(), { true, true, true }, "-> bool")
end)

t.test("eval and laziness", function()
  local x = kiln.from_table({ 1, 2 }, "float32") + 1
  t.equal(x:is_evaluated(), false, "a fresh op is lazy")
  t.check(x:eval() == x, "eval returns the tensor")
  t.equal(x:is_evaluated(), true, "evaluated after eval")
  local y, z = x * 2, x * 3
  kiln.eval(y, z)
  t.check(y:is_evaluated() and z:is_evaluated(), "one eval computes both")
end)

t.test("tostring", function()
  local x = kiln.from_table({ { 1, 2 } }, "int32")
  t.equal(tostring(x), "kiln.Tensor(shape={1,2}, dtype=int32, values={{1, 2}})", "tostring")
end)

t.test("every op of the spec has a Lua function", function()
  t.equal(kiln.skipped_ops, {}, "ops without a wrapper")
  for _, fn in ipairs(kiln.cdef.functions) do
    if fn.group:match("^ops%.") then
      t.check(type(kiln[fn.name:gsub("^kiln_", "")]) == "function", "no kiln." .. fn.name)
    end
  end
end)

t.test("ops with several results return them all (top_k, unique)", function()
  local x = kiln.from_table({ 3, 1, 4, 1, 5 }, "int32")
  local values, indices = kiln.top_k(x, 2)
  t.equal(values:to_table(), { 5, 4 }, "top_k values")
  t.equal(indices:to_table(), { 4, 2 }, "top_k indices (0-based, as the C API)")
  local uniq, counts, inverse = x:unique()
  t.equal(uniq:to_table(), { 1, 3, 4, 5 }, "unique values")
  t.equal(counts:to_table(), { 2, 1, 1, 1 }, "unique counts")
  t.equal(inverse:to_table(), { 1, 0, 2, 0, 3 }, "unique inverse")
end)

t.test("take (an op the wrapper picked up from the spec)", function()
  local x = kiln.from_table({ { 10, 11, 12 }, { 20, 21, 22 } }, "int32")
  local idx = kiln.from_table({ 2, 0 }, "int64")
  t.equal(x:take(idx, 1):to_table(), { { 12, 10 }, { 22, 20 } }, "take axis 1")
  t.equal(kiln.take(x, kiln.from_table({ -1 }, "int32"), 0):to_table(), { { 20, 21, 22 } }, "negative index")
end)

t.test("plain numbers follow the C API weak-scalar rule (docs/dtypes.md)", function()
  local cases = {
    { kiln.from_table({ 1 }, "int32") + 0.5, "float32", 1.5 },
    { kiln.from_table({ 1 }, "float16") + 2.0, "float16", 3 },
    { kiln.from_table({ 1 }, "int8") + 3, "int8", 4 },
    { kiln.from_table({ true }, "bool") + 2, "int64", 3 },
    { kiln.from_table({ 1 }, "float64") + 0.1, "float64", 1.1 },
    { 5 - kiln.from_table({ 2 }, "int16"), "int16", 3 },
  }
  for i, c in ipairs(cases) do
    t.equal(c[1]:dtype(), c[2], "case " .. i .. " dtype")
    t.equal(tonumber(c[1]:to_table()[1]), c[3], "case " .. i .. " value")
  end
  local err = t.raises("INVALID_ARGUMENT", function() return kiln.from_table({ 1 }, "uint8") + 300 end)
  t.check(err.message:find("300 is out of range", 1, true) and err.message:find("uint8", 1, true), err.message)
end)

t.test("enum arguments by name or number (matrix norms)", function()
  local x = kiln.from_table({ { 1, -2 }, { 3, 4 } }, "float64")
  t.close(kiln.linalg_matrix_norm(x, "fro", false):to_table(), math.sqrt(30), 1e-12, "fro")
  t.close(kiln.linalg_matrix_norm(x, "INF", false):to_table(), 7, 1e-12, "inf: largest row sum")
  t.close(kiln.linalg_matrix_norm(x, 2, false):to_table(), 6, 1e-12, "one (2): largest column sum")
  t.raises("INVALID_ARGUMENT", kiln.linalg_matrix_norm, x, "frobenius", false)
end)
