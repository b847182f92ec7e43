-- The LuaJIT binding's tests: luajit tests/run.lua [name filter]. Exits non-zero on any failure.
-- Needs KILN_LIBRARY_PATH (or libkiln.so.1 on the loader path); run_tests.sh sets it.
local tests_dir = debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$") or "."
local root = tests_dir .. "/.."
package.path = table.concat({ tests_dir .. "/?.lua", root .. "/?.lua", root .. "/?/init.lua", package.path }, ";")

local harness = require("harness")
for _, file in ipairs({ "test_roundtrip", "test_ops", "test_errors", "test_lifetime", "test_settings", "test_telemetry", "test_grad",
                        "test_scenario" }) do
  require(file)
end

local failed, passed = harness.run(arg[1])
os.exit((failed == 0 and passed > 0) and 0 or 1)
