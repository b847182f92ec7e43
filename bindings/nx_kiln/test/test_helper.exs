# KILN_DEVICE picks the device (cpu, vulkan:0), as for the other Kiln bindings' tests.
Nx.global_default_backend({Kiln.Backend, device: System.get_env("KILN_DEVICE", "cpu")})
ExUnit.start(exclude: [:linalg])
