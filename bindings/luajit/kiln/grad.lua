-- Function transformations, as MLX has them: kiln.grad, kiln.value_and_grad, kiln.vjp, kiln.jvp.
--
--   local function loss(params, x, y) return ((x:matmul(params[1]) + params[2] - y) ^ 2):mean() end
--   local step = kiln.value_and_grad(loss)        -- gradients with respect to argument 1
--   local value, grads = step({ w, b }, x, y)      -- grads = { dw, db }
--
-- Arguments are Tensors or (nested) lists of them. fn returns Tensors (several values, or one
-- list of them); the first is the loss for grad and value_and_grad (a 0-d float). fn is traced
-- once per signature (shapes, dtypes, devices, list structure) on placeholders, its graph
-- captured (kiln_function_create), and Kiln derives the gradient graph in C
-- (kiln_function_value_and_grad, _vjp, _jvp); calls then build that graph on the arguments in
-- one C call. Results are lazy. fn must not read values while it builds (reading a placeholder
-- raises). Transformed functions may be called inside fn, which gives second-order derivatives.
local ffi = require("ffi")
local C = require("kiln.library")
local errors = require("kiln.errors")
local dtypes = require("kiln.dtypes")
local tensor = require("kiln.tensor")

local M = {}

-- The structure of an argument (a string), appending its Tensors to leaves.
local function flatten(arg, leaves, who)
  if tensor.is_tensor(arg) then
    leaves[#leaves + 1] = arg
    local d = arg:device()
    return table.concat(arg:shape(), ",") .. "|" .. arg:dtype() .. "|" .. tostring(ffi.cast("uintptr_t", d.handle))
  end
  if type(arg) ~= "table" then
    errors.raise("INVALID_ARGUMENT", who, "arguments are Tensors or lists of them, not a " .. type(arg))
  end
  local parts = {}
  for i = 1, #arg do parts[i] = flatten(arg[i], leaves, who) end
  return "{" .. table.concat(parts, ";") .. "}"
end

-- The tree of arg's structure with Tensors taken in order from leaves, from position at[1].
local function unflatten(arg, leaves, at)
  if tensor.is_tensor(arg) then
    at[1] = at[1] + 1
    return leaves[at[1] - 1]
  end
  local out = {}
  for i = 1, #arg do out[i] = unflatten(arg[i], leaves, at) end
  return out
end

local function new_function()
  return ffi.new("kiln_function[1]")
end

local function owned(out)
  return ffi.gc(out[0], C.kiln_function_release)
end

-- fn's derived function for the signature of args (a list), traced and derived once.
-- derive(captured, out, spans) fills out with the derived kiln_function.
local function lookup(cache, fn, args, who, derive)
  local leaves, keys = {}, {}
  local spans = {}
  for i = 1, #args do
    local first = #leaves
    keys[i] = flatten(args[i], leaves, who)
    spans[i] = { first, #leaves - first } -- 0-based start and count of argument i's inputs
  end
  local key = table.concat(keys, "/")
  local found = cache[key]
  if not found then
    local placeholders = {}
    for i, t in ipairs(leaves) do
      local shape = t:shape()
      local dims = ffi.new("int64_t[?]", math.max(#shape, 1), shape)
      placeholders[i] = tensor.call("kiln_placeholder", dims, #shape, dtypes.get(t:dtype()).code, t:device().handle)
    end
    local at = { 1 }
    local traced = {}
    for i = 1, #args do traced[i] = unflatten(args[i], placeholders, at) end
    local results = { fn(unpack(traced, 1, #args)) }
    if #results == 1 and not tensor.is_tensor(results[1]) and type(results[1]) == "table" then
      results = results[1]
    end
    if #results == 0 then errors.raise("INVALID_ARGUMENT", who, "the function returned no tensors") end
    local ins = ffi.new("kiln_tensor[?]", math.max(#placeholders, 1))
    for i, p in ipairs(placeholders) do ins[i - 1] = tensor.handle(p, who) end
    local outs = ffi.new("kiln_tensor[?]", #results)
    for i, r in ipairs(results) do
      if not tensor.is_tensor(r) then errors.raise("INVALID_ARGUMENT", who, "the function returned a " .. type(r)) end
      outs[i - 1] = tensor.handle(r, who)
    end
    local captured = new_function()
    errors.check(C.kiln_function_create(ins, #placeholders, outs, #results, captured), "kiln_function_create")
    captured = owned(captured)
    for _, p in ipairs(placeholders) do p:release() end
    local derived = new_function()
    derive(captured, derived, spans)
    found = { derived = owned(derived), inputs = #leaves, outputs = #results }
    local n_in, n_out = ffi.new("size_t[1]"), ffi.new("size_t[1]")
    errors.check(C.kiln_function_arity(found.derived, n_in, n_out), "kiln_function_arity")
    found.results = tonumber(n_out[0])
    cache[key] = found
  end
  return found, leaves, spans
end

-- The derived function's results on the given tensors, as a list of Tensors.
local function call(found, tensors, who)
  local args = ffi.new("kiln_tensor[?]", math.max(#tensors, 1))
  for i, t in ipairs(tensors) do args[i - 1] = tensor.handle(t, who) end
  local results = ffi.new("kiln_tensor[?]", found.results)
  errors.check(C.kiln_function_call(found.derived, args, #tensors, results, found.results), "kiln_function_call")
  local out = {}
  for i = 1, found.results do out[i] = tensor.wrap(results[i - 1]) end
  return out
end

local function slice(list, first, last)
  return { unpack(list, first, last) }
end

-- A function returning fn's value (its first result, or the list of its results when it has
-- several) and the gradient of its loss with respect to argument argnums (a number, 1-based: the
-- default is 1), or a list of gradients for a list of argnums. Each gradient has its argument's
-- structure (a list of Tensors gives a list of gradients).
function M.value_and_grad(fn, argnums)
  argnums = argnums or 1
  local single = type(argnums) == "number"
  local nums = single and { argnums } or argnums
  local cache = {}
  return function(...)
    local args = { ... }
    local count = select("#", ...)
    if #nums == 0 then errors.raise("INVALID_ARGUMENT", "value_and_grad", "argnums is empty") end
    for _, n in ipairs(nums) do
      if type(n) ~= "number" or n < 1 or n > count or n ~= math.floor(n) then
        errors.raise("INVALID_ARGUMENT", "value_and_grad",
          "argnum " .. tostring(n) .. " out of range for " .. count .. " arguments")
      end
    end
    local found, leaves = lookup(cache, fn, args, "value_and_grad", function(captured, out, spans)
      local wrt = {}
      for _, n in ipairs(nums) do
        for k = 0, spans[n][2] - 1 do wrt[#wrt + 1] = spans[n][1] + k end
      end
      local list = ffi.new("size_t[?]", math.max(#wrt, 1), wrt)
      errors.check(C.kiln_function_value_and_grad(captured, list, #wrt, out), "kiln_function_value_and_grad")
    end)
    local results = call(found, leaves, "value_and_grad")
    local value = found.outputs == 1 and results[1] or slice(results, 1, found.outputs)
    local grads, at = {}, { found.outputs + 1 }
    for i, n in ipairs(nums) do grads[i] = unflatten(args[n], results, at) end
    return value, single and grads[1] or grads
  end
end

-- A function returning the gradient of fn's loss (value_and_grad without the value).
function M.grad(fn, argnums)
  local both = M.value_and_grad(fn, argnums)
  return function(...)
    local _, grads = both(...)
    return grads
  end
end

local caches = { vjp = setmetatable({}, { __mode = "k" }), jvp = setmetatable({}, { __mode = "k" }) }

local function transform(fn, primals, vectors, who, c_function, per_output)
  if type(primals) ~= "table" or type(vectors) ~= "table" then
    errors.raise("INVALID_ARGUMENT", who, "primals and the vectors are lists of Tensors")
  end
  local cache = caches[who][fn] or {}
  caches[who][fn] = cache
  local found, leaves = lookup(cache, fn, primals, who, function(captured, out)
    errors.check(C[c_function](captured, out), c_function)
  end)
  local expected = per_output and found.outputs or found.inputs
  if #vectors ~= expected then
    errors.raise("INVALID_ARGUMENT", who, #vectors .. " vectors given, " .. expected .. " expected")
  end
  local tensors = slice(leaves, 1, #leaves)
  for i = 1, #vectors do tensors[#leaves + i] = vectors[i] end
  local results = call(found, tensors, who)
  return slice(results, 1, found.outputs), slice(results, found.outputs + 1, found.results)
end

-- fn's outputs (a list) and the cotangents of primals (a list): fn takes the Tensors of the list
-- primals; cotangents has one Tensor per output.
function M.vjp(fn, primals, cotangents)
  return transform(fn, primals, cotangents, "vjp", "kiln_function_vjp", true)
end

-- fn's outputs (a list) and the tangents of its outputs (a list): tangents has one per primal.
function M.jvp(fn, primals, tangents)
  return transform(fn, primals, tangents, "jvp", "kiln_function_jvp", false)
end

return M
