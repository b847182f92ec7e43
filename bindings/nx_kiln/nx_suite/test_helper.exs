# Nx 0.13.1's test files on Kiln: Kiln.Backend is every test's default backend (tests that name
# Nx.BinaryBackend keep it) and Kiln.Compiler the default defn compiler. Distributed tests are
# excluded (they start peer nodes of Nx's own suite).
Nx.global_default_backend({Kiln.Backend, device: System.get_env("KILN_DEVICE", "cpu")})
Nx.Defn.global_default_options(compiler: Kiln.Compiler)
# Nx's tests read their fixtures by paths relative to Nx's root (run.sh copies test/fixtures).
File.cd!(System.fetch_env!("NX_SUITE_DIR"))
# lavapipe runs a GPU's kernels on the CPU: a test's 60 s default is too short there under ctest -j.
timeout = if String.starts_with?(System.get_env("KILN_DEVICE", "cpu"), "vulkan"), do: 600_000, else: 60_000
ExUnit.start(assert_receive_timeout: 1000, exclude: [:distributed], timeout: timeout)
