defmodule NxKiln.MixProject do
  use Mix.Project

  # Nx and telemetry come from ../shared/deps (Hex is unreachable here) when that folder exists,
  # else from Hex. The Kiln NIF is built by ../elixir/build_nif.sh (run_tests.sh calls it).
  @shared_deps Path.expand("../../../shared/deps", __DIR__)

  def project do
    [
      app: :nx_kiln,
      version: "0.1.0",
      elixir: "~> 1.14",
      deps: deps(),
      compilers: Mix.compilers() ++ [:kiln_nif],
      elixirc_paths: if(Mix.env() == :test, do: ["lib", "test/support"], else: ["lib"]),
      start_permanent: false
    ]
  end

  def application, do: [mod: {NxKiln.Application, []}, extra_applications: [:logger]]

  defp deps do
    [{:kiln, path: "../elixir"}, shared(:nx, "~> 0.7.2"), shared(:telemetry, "~> 1.0")] ++
      # Test-only: the Axon training test (a user of nx_kiln needs neither).
      [shared(:axon, "~> 0.6.1", only: :test), shared(:polaris, "~> 0.1.0", only: :test)]
  end

  defp shared(name, requirement, opts \\ []) do
    path = Path.join(@shared_deps, Atom.to_string(name))
    if File.dir?(path), do: {name, requirement, [path: path, override: true] ++ opts}, else: {name, requirement, opts}
  end
end
