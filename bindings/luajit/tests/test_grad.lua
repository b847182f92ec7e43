-- kiln.grad, value_and_grad, vjp, jvp and stop_gradient against hand-computed derivatives and
-- central finite differences in float64.
local kiln = require("kiln")
local t = require("harness")

local function f64(values) return kiln.from_table(values, "float64") end

-- Pseudo-random values in [-1, 1) from a fixed sequence.
local function random(count, seed)
  local state, out = seed, {}
  for i = 1, count do
    state = (state * 1103515245 + 12345) % 2147483648
    out[i] = state / 2147483648 * 2 - 1
  end
  return out
end

local function copy(list)
  return { unpack(list) }
end

-- Central differences of the scalar fn(args...) along each element of args[which]; args are
-- flat value lists, made into tensors by make(i, values).
local function finite_differences(fn, values, make, which)
  local h = 1e-6
  local function at(moved)
    local args = {}
    for i = 1, #values do args[i] = make(i, i == which and moved or values[i]) end
    return fn(unpack(args)):item()
  end
  local out = {}
  for i = 1, #values[which] do
    local plus, minus = copy(values[which]), copy(values[which])
    plus[i], minus[i] = plus[i] + h, minus[i] - h
    out[i] = (at(plus) - at(minus)) / (2 * h)
  end
  return out
end

local function flat(x)
  return kiln.reshape(x, { -1 }):to_table()
end

local function sin_square(x) return (kiln.sin(x) * x ^ 2):sum() end

t.test("grad matches the hand derivative and finite differences", function()
  local x = random(5, 1)
  local g = kiln.grad(sin_square)(f64(x)):to_table()
  local hand = {}
  for i, v in ipairs(x) do hand[i] = math.cos(v) * v * v + 2 * v * math.sin(v) end
  t.close(g, hand, 1e-12, "by hand")
  t.close(g, finite_differences(sin_square, { x }, function(_, v) return f64(v) end, 1), 1e-6, "finite differences")
end)

local SHAPES = { { 4, 3 }, { 3, 2 }, { 2 } }
local function make(i, v) return kiln.reshape(f64(v), SHAPES[i]) end
local function tanh_loss(x, w, b) return (kiln.tanh(x:matmul(w) + b) ^ 2):mean() end

t.test("value_and_grad of chosen arguments, lists of parameters and several results", function()
  local values = { random(12, 2), random(6, 3), random(2, 4) }
  local x, w, b = make(1, values[1]), make(2, values[2]), make(3, values[3])
  local loss, grads = kiln.value_and_grad(tanh_loss, { 3, 2 })(x, w, b)
  t.close(loss:item(), tanh_loss(x, w, b):item(), 1e-12, "value")
  t.equal(grads[2]:shape(), { 3, 2 }, "gradient shape")
  t.close(grads[1]:to_table(), finite_differences(tanh_loss, values, make, 3), 1e-6, "d/db")
  t.close(flat(grads[2]), finite_differences(tanh_loss, values, make, 2), 1e-6, "d/dw")
  -- Parameters as one list argument: the gradient is a list.
  local value, g = kiln.value_and_grad(function(p, x2) return tanh_loss(x2, p[1], p[2]) end)({ w, b }, x)
  t.close(value:item(), loss:item(), 1e-12, "list value")
  t.close(flat(g[1]), flat(grads[2]), 1e-12, "list dw")
  t.close(g[2]:to_table(), grads[1]:to_table(), 1e-12, "list db")
  -- Several results: the value is all of them, only the first is differentiated.
  local both, ga = kiln.value_and_grad(function(a, c)
    local y = a * c
    return y:sum(), y
  end)(f64({ 1, 2 }), f64({ 3, 5 }))
  t.equal({ both[1]:item(), both[2]:to_table(), ga:to_table() }, { 13, { 3, 10 }, { 3, 5 } }, "auxiliary result")
end)

local function two_in_two_out(a, b) return kiln.exp(a) * b, (a * kiln.sin(b)):sum() end

local function dot(p, q)
  local s = 0
  for i = 1, #p do s = s + p[i] * q[i] end
  return s
end

t.test("vjp and jvp agree and match the hand derivative", function()
  local a, b, u1, u2, v1 = random(4, 5), random(4, 6), random(4, 7), random(4, 8), random(4, 9)
  local v2 = random(1, 10)[1]
  local primals = { f64(a), f64(b) }
  local outs, tangents = kiln.jvp(two_in_two_out, primals, { f64(u1), f64(u2) })
  t.equal(#outs, 2, "outputs")
  local _, cotangents = kiln.vjp(two_in_two_out, primals, { f64(v1), kiln.reshape(f64({ v2 }), {}) })
  local left = dot(v1, tangents[1]:to_table()) + v2 * tangents[2]:item()
  local right = dot(cotangents[1]:to_table(), u1) + dot(cotangents[2]:to_table(), u2)
  t.close(left, right, 1e-12, "<v, J u> = <J^T v, u>")
  local hand = {}
  for i = 1, 4 do hand[i] = v1[i] * math.exp(a[i]) * b[i] + v2 * math.sin(b[i]) end
  t.close(cotangents[1]:to_table(), hand, 1e-12, "vjp by hand")
end)

t.test("second order through nested grad", function()
  -- f = sum(x^3 + x * y): df/dx = 3x^2 + y; the gradient of sum(df/dx) is (6x, 1).
  local first = kiln.grad(function(x, y) return (x ^ 3 + x * y):sum() end)
  local g = kiln.grad(function(x, y) return first(x, y):sum() end, { 1, 2 })(f64({ 0.5, -1, 2 }), f64({ 1, 2, 3 }))
  t.close(g[1]:to_table(), { 3, -6, 12 }, 1e-12, "d2f/dx2")
  t.close(g[2]:to_table(), { 1, 1, 1 }, 1e-12, "d2f/dxdy")
end)

t.test("stop_gradient blocks the gradient", function()
  local g = kiln.grad(function(x) return (x * x:stop_gradient()):sum() end)(f64({ 1, -3 }))
  t.equal(g:to_table(), { 1, -3 }, "d/dx sum(x * stop_gradient(x))")
end)

t.test("grad traces once per signature", function()
  local traces = 0
  local g = kiln.grad(function(x)
    traces = traces + 1
    return (x ^ 2):sum()
  end)
  for _ = 1, 3 do t.equal(g(f64({ 1, 2 })):to_table(), { 2, 4 }, "gradient") end
  t.equal(traces, 1, "traces for one signature")
  g(f64({ 3 }))
  g(kiln.from_table({ 1.5 }, "float32"))
  t.equal(traces, 3, "traces for three signatures")
end)

t.test("grad errors", function()
  local x = f64({ 1, 2 })
  t.raises("INVALID_ARGUMENT", kiln.grad(function(y) return y ^ 2 end), x) -- not a 0-d loss
  local ok, err = pcall(kiln.grad(function() error("mine") end), x)
  t.check(not ok and tostring(err):find("mine"), "fn's own error comes back")
  t.raises("INVALID_ARGUMENT", kiln.grad(function(y) return y:sum() + y:to_table()[1] end), x) -- reads a placeholder
  t.raises("INVALID_ARGUMENT", kiln.grad(sin_square, 2), x)
  t.raises("INVALID_ARGUMENT", kiln.vjp, function(y) return y ^ 2 end, { x }, {})
  t.raises("INVALID_ARGUMENT", kiln.jvp, function(y) return y ^ 2 end, { x }, { x, x })
  t.raises("INVALID_ARGUMENT", kiln.vjp, function() return {} end, { x }, {})
  t.raises("INVALID_ARGUMENT", kiln.grad(sin_square), 3)
  local bad = pcall(kiln.vjp, function(y) return y ^ 2 end, { x }, { f64({ 1, 2, 3 }) })
  t.check(not bad, "a cotangent of the wrong shape is refused")
end)
