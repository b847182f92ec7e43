defmodule Kiln.Loader do
  @moduledoc """
  Where the NIF and libkiln come from.

  The NIF (`kiln_nif.so`, built by `build_nif.sh`) is taken from `KILN_NIF_PATH` when set, else
  from the application's `priv/` directory. The NIF does not link libkiln: it `dlopen`s the path
  given here, so the library is found exactly as the other bindings find it: `KILN_LIBRARY_PATH`
  (the file or its directory) when set, else the soname `libkiln.so.1` through the dynamic
  loader's search path.
  """

  @soname "libkiln.so.1"

  @doc "The NIF's path without its `.so` extension, as `:erlang.load_nif/2` wants it."
  def nif_path do
    path =
      case System.get_env("KILN_NIF_PATH") do
        nil -> Path.join(priv_dir(), "kiln_nif.so")
        "" -> Path.join(priv_dir(), "kiln_nif.so")
        given -> given
      end

    path |> String.replace_suffix(".so", "") |> String.to_charlist()
  end

  @doc "The libkiln path the NIF will dlopen (a binary)."
  def library_path do
    case System.get_env("KILN_LIBRARY_PATH") do
      nil -> @soname
      "" -> @soname
      path -> if File.dir?(path), do: Path.join(path, @soname), else: path
    end
  end

  defp priv_dir do
    case :code.priv_dir(:kiln) do
      {:error, _} -> Path.expand("../../priv", __DIR__)
      dir -> List.to_string(dir)
    end
  end
end
