defmodule NxKiln.MixProject do
  use Mix.Project

  # Nx 0.13.1 and its dependencies come from ../shared/nx-0.13 (Hex is unreachable here) when
  # that folder exists, else from Hex. The Kiln NIF is built by ../elixir/build_nif.sh (the
  # kiln_nif compiler below calls it).
  @shared_deps Path.expand("../../../shared/nx-0.13", __DIR__)

  def project do
    [
      app: :nx_kiln,
      version: "0.1.0",
      elixir: "~> 1.17",
      deps: deps(),
      compilers: Mix.compilers() ++ [:kiln_nif],
      elixirc_paths: if(Mix.env() == :test, do: ["lib", "test/support"], else: ["lib"]),
      start_permanent: false
    ]
  end

  def application, do: [mod: {NxKiln.Application, []}, extra_applications: [:logger]]

  defp deps do
    [{:kiln, path: "../elixir"}, shared(:nx, "~> 0.13.1"), shared(:telemetry, "~> 1.0")] ++
      # Nx 0.13.1 asks for complex ~> 0.7; the offline tree has 0.6.0, which has every function
      # Nx calls (../shared/nx-0.13/README.md), so it is taken with override. Hex brings 0.7.
      if(File.dir?(@shared_deps), do: [shared(:complex, "~> 0.6", override: true)], else: []) ++
      # Test-only: the Axon training tests (a user of nx_kiln needs neither).
      [shared(:axon, "~> 0.8.1", only: :test), shared(:polaris, "~> 0.1.0", only: :test)]
  end

  defp shared(name, requirement, opts \\ []) do
    path = Path.join(@shared_deps, Atom.to_string(name))
    if File.dir?(path), do: {name, requirement, [path: path] ++ opts}, else: {name, requirement, opts}
  end
end
