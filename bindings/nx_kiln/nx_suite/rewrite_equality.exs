# Rewrites `left == right` in Nx's test files (and test/support) into
# `Kiln.NxSuite.same?(left, right)`: Nx's suite compares tensors with `==`, which compares
# Nx.BinaryBackend tensors by their bytes but a Kiln tensor by its NIF reference, so every
# tensor comparison would fail on any other backend whatever the values. same?/2 compares the
# values (both sides read into Nx.BinaryBackend) and is `==` for everything else. Guards keep
# `==`. Usage: elixir rewrite_equality.exs FILE...
defmodule Kiln.NxSuite.Rewrite do
  def file(path) do
    ast = path |> File.read!() |> Code.string_to_quoted!()
    File.write!(path, ast |> rewrite() |> Macro.to_string())
  end

  # A guard's == stays (a guard cannot call same?/2): a `when` is not descended into.
  defp rewrite({:when, _, _} = guard), do: guard
  defp rewrite({:==, meta, [left, right]}), do: {{:., meta, [Kiln.NxSuite, :same?]}, meta, [rewrite(left), rewrite(right)]}
  defp rewrite({form, meta, args}) when is_list(args), do: {rewrite(form), meta, Enum.map(args, &rewrite/1)}
  defp rewrite({left, right}), do: {rewrite(left), rewrite(right)}
  defp rewrite(list) when is_list(list), do: Enum.map(list, &rewrite/1)
  defp rewrite(other), do: other
end

Enum.each(System.argv(), &Kiln.NxSuite.Rewrite.file/1)
