defmodule Kiln.MixProject do
  use Mix.Project

  # No dependencies: the project builds and tests offline. The NIF is compiled by build_nif.sh
  # (run_tests.sh calls it) and found through KILN_NIF_PATH or priv/kiln_nif.so.
  def project do
    [
      app: :kiln,
      version: "0.1.0",
      elixir: "~> 1.14",
      deps: [],
      start_permanent: false
    ]
  end

  def application, do: [extra_applications: []]
end
