defmodule Mix.Tasks.Compile.KilnNif do
  @shortdoc "Builds the Kiln NIF into the :kiln application's priv directory"
  @moduledoc """
  Runs `../elixir/build_nif.sh` (a C compiler and erlang-dev are needed) so that `mix compile`
  of nx_kiln leaves `kiln_nif.so` where `Kiln.Loader` looks when `KILN_NIF_PATH` is unset: the
  `priv/` directory of the `:kiln` application in the build. The script rebuilds only when a
  source is newer than the library.
  """
  use Mix.Task.Compiler

  @impl true
  def run(_args) do
    script = Path.expand("../../../../elixir/build_nif.sh", __DIR__)
    target = Path.join([Mix.Project.build_path(), "lib", "kiln", "priv", "kiln_nif.so"])

    case System.cmd("bash", [script, target], stderr_to_stdout: true) do
      {_, 0} ->
        {:ok, []}

      {output, status} ->
        Mix.shell().error("build_nif.sh failed (#{status}):\n#{output}")
        {:error, []}
    end
  end
end
