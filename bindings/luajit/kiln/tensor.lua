-- Tensor: a Lua object that owns one reference to a lazy Kiln tensor.
--
-- A Tensor is a userdata (newproxy) rather than a table, so that #x reaches __len (LuaJIT, like
-- Lua 5.1, never asks a table's metatable for its length). Its handle lives in a weak-keyed table:
-- the Tensor's __gc releases it in the cycle that collects the Tensor (the handle's own ffi.gc
-- finalizer is the safety net: a weak table's value would only be swept a cycle later);
-- t:release() releases it at once and removes the finalizer. Using a released tensor raises a
-- KilnError with status INVALID_HANDLE from the binding itself: no released handle reaches C.
-- Ops (ops.lua) add their methods to Tensor.methods.
local ffi = require("ffi")
local C = require("kiln.library")
local errors = require("kiln.errors")
local dtypes = require("kiln.dtypes")
local device = require("kiln.device")
local host = require("kiln.host")

local prototype = newproxy(true)
local Tensor = getmetatable(prototype)
local methods = {}
Tensor.methods = methods
local handles = setmetatable({}, { __mode = "k" }) -- Tensor -> its kiln_tensor cdata

-- x[1] raises instead of giving nil: elements are read with x:to_table() (or picked with
-- kiln.take). x._handle is the raw kiln_tensor (nil once released), for raw C calls.
function Tensor.__index(t, key)
  if key == "_handle" then return handles[t] end
  local method = methods[key]
  if method == nil and type(key) == "number" then
    errors.raise("INVALID_ARGUMENT", "tensor[" .. key .. "]",
      "tensors are not indexed with []: read the values with x:to_table(), or pick elements with kiln.take")
  end
  return method
end

-- #x: the length of the first axis, as for a Lua list of rows; a 0-d tensor has none.
function Tensor.__len(t)
  local shape = t:shape()
  if #shape == 0 then errors.raise("INVALID_ARGUMENT", "#tensor", "a 0-d tensor has no length; use x:item()") end
  return shape[1]
end

-- The collector found the Tensor unreachable: release its handle now.
function Tensor.__gc(t)
  local handle = handles[t]
  if handle ~= nil then
    handles[t] = nil
    ffi.gc(handle, nil)
    C.kiln_tensor_release(handle)
  end
end

local M = { Tensor = Tensor }

-- A Tensor is a small userdata holding possibly gigabytes of device memory, so Lua's collector,
-- paced by the Lua heap alone, may run too seldom in a loop that forgets release(). After every
-- COLLECT_EVERY_BYTES of new tensors' elements a full collection runs, so forgotten tensors are
-- released after at most about that many more bytes.
local COLLECT_EVERY_BYTES = 256 * 1024 * 1024
local bytes_since_collection = 0
local nbytes_out = ffi.new("size_t[1]")

local function nudge_collector(handle)
  if C.kiln_tensor_nbytes(handle, nbytes_out) ~= 0 then return end -- shape-only: never evaluates
  bytes_since_collection = bytes_since_collection + tonumber(nbytes_out[0])
  if bytes_since_collection >= COLLECT_EVERY_BYTES then
    bytes_since_collection = 0
    collectgarbage("collect")
  end
end

-- Takes ownership of a kiln_tensor handle (one reference) and returns the Tensor owning it.
function M.wrap(handle)
  local t = newproxy(prototype)
  handles[t] = ffi.gc(handle, C.kiln_tensor_release)
  nudge_collector(handle)
  return t
end

-- Calls C function `name` with `...` plus a fresh kiln_tensor* out-parameter; owns the result.
function M.call(name, ...)
  return M.call_outs(name, 1, ...)
end

-- The same for a C function ending in `outs` kiln_tensor* out-parameters (kiln_top_k's values
-- and indices): returns that many Tensors.
function M.call_outs(name, outs, ...)
  -- (f(..., x) would pass only the first vararg; nil arguments stand for NULL.)
  local n = select("#", ...)
  local args = { ... }
  local out = ffi.new("kiln_tensor[?]", outs)
  for k = 0, outs - 1 do args[n + 1 + k] = out + k end
  errors.check(C[name](unpack(args, 1, n + outs)), name)
  local results = {}
  for k = 0, outs - 1 do results[k + 1] = M.wrap(out[k]) end
  return unpack(results, 1, outs)
end

function M.is_tensor(value)
  return getmetatable(value) == Tensor
end

-- The live handle of a Tensor; a released one raises INVALID_HANDLE.
function M.handle(t, func)
  local handle = handles[t]
  if handle == nil then
    errors.raise("INVALID_HANDLE", func or "kiln.Tensor", "the tensor was released")
  end
  return handle
end

-- ---- lifetime ----

-- Releases the reference now (idempotent); later use of this Tensor raises a KilnError.
function methods:release()
  local handle = handles[self]
  if handle ~= nil then
    handles[self] = nil
    ffi.gc(handle, nil)
    errors.check(C.kiln_tensor_release(handle), "kiln_tensor_release")
  end
end

function methods:is_released()
  return handles[self] == nil
end

-- ---- metadata (never evaluates) ----

function methods:ndim()
  local n = ffi.new("size_t[1]")
  errors.check(C.kiln_tensor_ndim(M.handle(self, "ndim"), n), "kiln_tensor_ndim")
  return tonumber(n[0])
end

-- The extents as a Lua list, e.g. {2, 3}.
function methods:shape()
  local handle = M.handle(self, "shape")
  local n = ffi.new("size_t[1]")
  errors.check(C.kiln_tensor_ndim(handle, n), "kiln_tensor_ndim")
  local ndim = tonumber(n[0])
  local dims = ffi.new("int64_t[?]", math.max(ndim, 1))
  errors.check(C.kiln_tensor_shape(handle, dims, ndim), "kiln_tensor_shape")
  local shape = {}
  for i = 0, ndim - 1 do shape[i + 1] = tonumber(dims[i]) end
  return shape
end

function methods:size()
  return host.count(self:shape())
end

-- The dtype's name ("float32"); dtypes.get(name) gives its full description.
function methods:dtype()
  local code = ffi.new("kiln_dtype[1]")
  errors.check(C.kiln_tensor_dtype(M.handle(self, "dtype"), code), "kiln_tensor_dtype")
  return dtypes.get(tonumber(code[0])).name
end

function methods:device()
  local out = ffi.new("kiln_device[1]")
  errors.check(C.kiln_tensor_device(M.handle(self, "device"), out), "kiln_tensor_device")
  return device.wrap(out[0])
end

function methods:is_evaluated()
  local done = ffi.new("bool[1]")
  errors.check(C.kiln_tensor_is_evaluated(M.handle(self, "is_evaluated"), done), "kiln_tensor_is_evaluated")
  return done[0]
end

-- ---- evaluation and reading ----

-- Computes all given tensors in one kiln_tensor_eval call.
function M.eval(...)
  local count = select("#", ...)
  local handles = ffi.new("kiln_tensor[?]", math.max(count, 1))
  for i = 1, count do
    local t = select(i, ...)
    if not M.is_tensor(t) then
      errors.raise("INVALID_ARGUMENT", "kiln.eval", "argument " .. i .. " is not a Tensor")
    end
    handles[i - 1] = M.handle(t, "eval")
  end
  errors.check(C.kiln_tensor_eval(handles, count), "kiln_tensor_eval")
end

function methods:eval()
  M.eval(self)
  return self
end

-- The elements, row-major, as a new cdata array of the dtype's host type, and their count.
-- float16/bfloat16 give their raw 16-bit patterns.
function methods:to_cdata()
  local dtype = dtypes.get(self:dtype())
  if not dtype.ctype then
    errors.raise("UNSUPPORTED_DTYPE", "to_cdata", "no host type for dtype " .. dtype.name)
  end
  local n = self:size()
  local buf = ffi.new(dtype.ctype .. "[?]", math.max(n, 1))
  errors.check(C.kiln_tensor_read(M.handle(self, "to_cdata"), buf, n * dtype.itemsize), "kiln_tensor_read")
  return buf, n
end

-- Whether every 64-bit integer cdata in `flat` is exact as a Lua number (|v| <= 2^53).
local function all_exact(flat)
  for i = 1, #flat do
    local v = flat[i]
    if v > 9007199254740992LL or (ffi.istype("int64_t", v) and v < -9007199254740992LL) then return false end
  end
  return true
end

-- The values as nested Lua tables (a 0-d tensor gives the bare value). bool gives booleans,
-- numbers otherwise; int64/uint64 (argmax's indices too) give numbers when every value is exact
-- as one (|v| <= 2^53), else exact LuaJIT 64-bit integers (cdata such as 5LL) throughout, as
-- t:to_table(true) always does.
function methods:to_table(keep_64bit)
  local dtype = dtypes.get(self:dtype())
  if dtype.via then
    -- Half precision: the library widens it exactly, then we read the wide copy.
    local wide = M.call("kiln_astype", M.handle(self, "to_table"), dtypes.get(dtype.via).code)
    local values = wide:to_table()
    wide:release()
    return values
  end
  local buf, n = self:to_cdata()
  local wide_int = dtype.itemsize == 8 and dtype.kind ~= "float"
  local flat = {}
  for i = 0, n - 1 do
    local v = buf[i]
    if dtype.kind ~= "bool" and not wide_int then v = tonumber(v) end
    flat[i + 1] = v
  end
  if wide_int and not keep_64bit and all_exact(flat) then
    for i = 1, n do flat[i] = tonumber(flat[i]) end
  end
  return host.nest(flat, self:shape())
end

-- The single value of a one-element tensor.
function methods:item()
  if self:size() ~= 1 then
    errors.raise("INVALID_ARGUMENT", "item", "item() needs a tensor of one element, not " .. self:size())
  end
  local values = self:to_table()
  while type(values) == "table" do values = values[1] end
  return values
end

local function format_values(values)
  if type(values) ~= "table" then return tostring(values) end
  local parts = {}
  for i = 1, #values do parts[i] = format_values(values[i]) end
  return "{" .. table.concat(parts, ", ") .. "}"
end

local PRINT_LIMIT = 64 -- tostring shows the values (and so evaluates) only for small tensors

function Tensor.__tostring(t)
  if handles[t] == nil then return "kiln.Tensor(released)" end
  local head = string.format("kiln.Tensor(shape={%s}, dtype=%s", table.concat(t:shape(), ","), t:dtype())
  if t:size() > PRINT_LIMIT then return head .. ")" end
  return head .. ", values=" .. format_values(t:to_table()) .. ")"
end

return M
