-- Every op of the C API (the spec's "ops.*" groups) as a Lua function, wired from the parameter
-- lists in cdef.lua, so ops added to the spec appear here without new code. The Lua arguments
-- follow the C parameters in order, minus the out-parameters and the counts that a list's length
-- gives: kiln.sum(x, axes, keepdims), kiln.reshape(x, {4}), kiln.concatenate({a, b}, axis),
-- kiln.astype(x, "int32"), kiln.take(x, indices, axis). Ops with several results return them
-- all: local values, indices = kiln.top_k(x, 3).
--
-- Tensor operands may also be numbers, booleans or tables. A number next to a tensor is the C
-- API's weak scalar: an integral one takes the tensor's dtype, a fractional one a float tensor's
-- dtype or else float32 (docs/dtypes.md, "Plain numbers").
local ffi = require("ffi")
local cdef = require("kiln.cdef")
local errors = require("kiln.errors")
local dtypes = require("kiln.dtypes")
local tensor = require("kiln.tensor")
local creation = require("kiln.creation")
local host = require("kiln.host")
local device = require("kiln.device")

local M = {}

local function is_integral(v)
  return type(v) == "number" and v == math.floor(v) and v > -math.huge and v < math.huge
end

-- A plain Lua value as the C API's weak scalar (docs/dtypes.md, "Plain numbers"), whose dtype
-- the other operand decides: integral numbers (and int64 cdata) are weak ints, other numbers
-- weak floats, so int32 + 0.5 is float32 1.5 and int8 + 3 stays int8. A boolean is a bool tensor.
local function weak_scalar(value, where)
  if type(value) == "boolean" then return creation.from_table(value, "bool", where) end
  local handle = device.resolve(where).handle
  if type(value) == "cdata" or (is_integral(value) and math.abs(value) < 2 ^ 63) then
    return tensor.call("kiln_weak_scalar_int", value, handle)
  end
  if type(value) ~= "number" then
    errors.raise("INVALID_ARGUMENT", "operand", "expected a tensor, a number or a boolean, got a " .. type(value))
  end
  return tensor.call("kiln_weak_scalar_float", value, handle)
end

-- A tensor operand: Tensors pass through; other values become temporaries (listed in `temps`
-- so the caller releases them) on the reference tensor's device.
local function operand(value, ref, temps, func)
  if tensor.is_tensor(value) then return tensor.handle(value, func) end
  if value == nil then errors.raise("INVALID_ARGUMENT", func, "a tensor argument is missing") end
  local made
  if ref == nil then
    made = creation.from_table(value)
  elseif type(value) == "table" then
    made = creation.from_table(value, ref:dtype(), ref:device())
  else
    made = weak_scalar(value, ref:device())
  end
  temps[#temps + 1] = made
  return tensor.handle(made, func)
end

local function first_tensor(args, n)
  for i = 1, n do
    local v = args[i]
    if tensor.is_tensor(v) then return v end
    if type(v) == "table" and tensor.is_tensor(v[1]) then return v[1] end
  end
end

-- How many kiln_tensor* out-parameters end fn's parameter list.
local function out_count(params)
  local n = 0
  while n < #params and params[#params - n][2] == "kiln_tensor*" do n = n + 1 end
  return n
end

-- Builds the Lua function for one C op from its parameter list.
-- An enum argument by its name without the prefix, any case ("fro" for KILN_NORM_FRO), or by number.
local function enum_value(ptype, arg, short)
  local enum = cdef.enums[ptype]
  if type(arg) == "number" and enum.names[arg] then return arg end
  local value = type(arg) == "string" and enum.values[arg:upper()]
  if not value then
    errors.raise("INVALID_ARGUMENT", short, "unknown " .. ptype .. " value " .. tostring(arg))
  end
  return value
end

local function wrap(fn)
  local params, name = fn.params, fn.name
  local outs = out_count(params)
  local short = name:gsub("^kiln_", "")
  local counted = {} -- size_t parameters whose value is a list's length
  for _, p in ipairs(params) do
    if p.length then counted[p.length] = true end
  end
  return function(...)
    local args, nargs = { ... }, select("#", ...)
    local ref = first_tensor(args, nargs)
    local temps, c_args, lengths = {}, {}, {}
    local next_arg = 1
    for i = 1, #params - outs do
      local pname, ptype = params[i][1], params[i][2]
      if not counted[pname] then
        local arg = args[next_arg]
        next_arg = next_arg + 1
        local value
        if ptype == "kiln_tensor" then
          value = operand(arg, ref, temps, short)
        elseif ptype == "const kiln_tensor*" then
          local list = arg or {}
          value = ffi.new("kiln_tensor[?]", math.max(#list, 1))
          for k = 1, #list do value[k - 1] = operand(list[k], ref, temps, short) end
          lengths[params[i].length] = #list
        elseif ptype == "const int64_t*" then
          local len
          value, len = host.int64s(arg) -- nil stays NULL and counts nothing
          if arg ~= nil then
            local prev = lengths[params[i].length]
            if prev and prev ~= len then
              errors.raise("INVALID_ARGUMENT", short, "the lists given to " .. short .. " differ in length")
            end
            lengths[params[i].length] = len
          end
        elseif ptype == "kiln_dtype" then
          value = dtypes.get(arg, short).code
        elseif ptype == "bool" then
          value = arg and true or false
        elseif cdef.enums[ptype] then
          value = enum_value(ptype, arg, short)
        else
          if arg == nil then
            errors.raise("INVALID_ARGUMENT", short, "missing argument '" .. pname .. "'")
          end
          value = arg
        end
        c_args[i] = value
      end
    end
    -- Counts last: a count may come before the list it counts.
    for i = 1, #params - outs do
      if counted[params[i][1]] then c_args[i] = lengths[params[i][1]] or 0 end
    end
    local results = { pcall(tensor.call_outs, name, outs, unpack(c_args, 1, #params - outs)) }
    for _, t in ipairs(temps) do t:release() end
    if not results[1] then error(results[2], 0) end
    return unpack(results, 2, outs + 1)
  end
end

-- Whether every parameter of fn is one the wrapper knows how to fill.
local HANDLED = { ["kiln_tensor"] = true, ["const kiln_tensor*"] = true, ["const int64_t*"] = true,
                  ["kiln_dtype"] = true, ["bool"] = true, ["size_t"] = true, ["int64_t"] = true,
                  ["double"] = true }

local function wrappable(fn)
  local params = fn.params
  if not fn.group:match("^ops%.") or fn.returns ~= "kiln_status" then return false end
  local outs = out_count(params)
  if outs == 0 then return false end
  for i = 1, #params - outs do
    local ptype = params[i][2]
    if not HANDLED[ptype] and not cdef.enums[ptype] then return false end
    -- An array without a counting parameter has no length the wrapper could fill in.
    if ptype:find("*", 1, true) and not params[i].length then return false end
  end
  return true
end

M.skipped = {} -- ops of the spec that no wrapper covers (none today); the raw C function still works
for _, fn in ipairs(cdef.functions) do
  local short = fn.name:gsub("^kiln_", "")
  if wrappable(fn) then
    M[short] = wrap(fn)
    -- Ops taking a tensor first are also methods: x:sum({1}), x:reshape({4}).
    if fn.params[1][2] == "kiln_tensor" and tensor.Tensor.methods[short] == nil then
      tensor.Tensor.methods[short] = M[short]
    end
  elseif fn.group:match("^ops%.") then
    M.skipped[#M.skipped + 1] = fn.name
  end
end

-- A copy on the device, and the tensor moved to another device (not "ops.*" in the spec).
function M.copy(x)
  return tensor.call("kiln_tensor_copy", tensor.handle(x, "copy"))
end

function M.to_device(x, where)
  return tensor.call("kiln_tensor_to_device", tensor.handle(x, "to_device"), device.resolve(where).handle)
end

tensor.Tensor.methods.copy = M.copy
tensor.Tensor.methods.to = M.to_device

-- Arithmetic operators; numbers on either side are weak operands (2 * x keeps x's dtype).
local T = tensor.Tensor
T.__add = function(a, b) return M.add(a, b) end
T.__sub = function(a, b) return M.subtract(a, b) end
T.__mul = function(a, b) return M.multiply(a, b) end
T.__div = function(a, b) return M.divide(a, b) end
T.__mod = function(a, b) return M.remainder(a, b) end
T.__pow = function(a, b) return M.power(a, b) end
T.__unm = function(a) return M.negative(a) end

return M
