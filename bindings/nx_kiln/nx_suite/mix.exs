defmodule NxKiln.NxSuite.MixProject do
  use Mix.Project

  # Nx 0.13.1's own test files, run with Kiln.Backend as the default backend and Kiln.Compiler
  # as the default defn compiler (run.sh copies them and Nx's test/support into $NX_SUITE_DIR).
  @shared Path.expand("../../../../shared/nx-0.13", __DIR__)
  @suite System.get_env("NX_SUITE_DIR", Path.expand("_suite", __DIR__))

  def project do
    [
      app: :nx_kiln_nx_suite,
      version: "0.1.0",
      elixir: "~> 1.17",
      # nx_kiln brings Nx; complex 0.6.0 needs the override at the top (see nx_kiln's mix.exs).
      deps: [{:nx_kiln, path: ".."}, {:complex, "~> 0.6", path: Path.join(@shared, "complex"), override: true}],
      elixirc_paths: ["lib", Path.join(@suite, "support")],
      test_paths: [Path.join(@suite, "test")],
      start_permanent: false
    ]
  end

  def application, do: [extra_applications: [:logger]]
end
