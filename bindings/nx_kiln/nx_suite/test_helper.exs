# Nx 0.13.1's test files on Kiln: Kiln.Backend is every test's default backend (tests that name
# Nx.BinaryBackend keep it) and Kiln.Compiler the default defn compiler. Distributed tests are
# excluded (they start peer nodes of Nx's own suite).
Nx.global_default_backend({Kiln.Backend, device: System.get_env("KILN_DEVICE", "cpu")})
Nx.Defn.global_default_options(compiler: Kiln.Compiler)
# Nx's tests read their fixtures by paths relative to Nx's root (run.sh copies test/fixtures).
File.cd!(System.fetch_env!("NX_SUITE_DIR"))
ExUnit.start(assert_receive_timeout: 1000, exclude: [:distributed])
