-- Loads libkiln.so.1 once per process (require caches this module) and returns the ffi.load
-- namespace: library.kiln_add(...) calls the C function declared in cdef.lua.
local ffi = require("ffi")
local cdef = require("kiln.cdef")

local function is_directory(path)
  -- Lua has no stat; opening "<dir>/." succeeds only for a directory.
  local fh = io.open(path .. "/.", "r")
  if fh then fh:close() return true end
  return false
end

local function candidates()
  local list = {}
  local env = os.getenv("KILN_LIBRARY_PATH")
  if env and env ~= "" then
    -- Like the Python binding: the library file itself, or the directory that holds it.
    list[#list + 1] = { "KILN_LIBRARY_PATH", is_directory(env) and (env .. "/" .. cdef.SONAME) or env }
  end
  -- A bare soname lets the dynamic loader search LD_LIBRARY_PATH, ld.so.cache and the defaults.
  list[#list + 1] = { "system loader path", cdef.SONAME }
  return list
end

local tried = {}
for _, where in ipairs(candidates()) do
  local ok, lib = pcall(ffi.load, where[2])
  if ok then return lib end
  tried[#tried + 1] = string.format("%s: %s (%s)", where[1], where[2], tostring(lib))
end
error(string.format("cannot load %s; looked in:\n  %s\nSet KILN_LIBRARY_PATH to the library file or its directory.",
  cdef.SONAME, table.concat(tried, "\n  ")), 0)
