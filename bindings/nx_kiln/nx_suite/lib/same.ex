defmodule Kiln.NxSuite do
  @moduledoc false
  # `==` for Nx's test files on Kiln (rewrite_equality.exs puts it in their place): tensors are
  # compared by value, also inside tuples, lists, maps and structs (both sides read into
  # Nx.BinaryBackend, whose `==` compares bytes, shape, type and names, as Nx's suite expects),
  # anything else with `==`.

  alias Nx.Tensor, as: T

  def same?(left, right) do
    if tensor?(left) or tensor?(right), do: on_binary(left) == on_binary(right), else: left == right
  end

  defp tensor?(%T{}), do: true
  defp tensor?(tuple) when is_tuple(tuple), do: tuple |> Tuple.to_list() |> Enum.any?(&tensor?/1)
  defp tensor?(list) when is_list(list), do: Enum.any?(list, &tensor?/1)
  defp tensor?(%Complex{}), do: false
  # A container struct (Nx.Container's derived ones, as in Nx's serialize tests) by its fields.
  defp tensor?(%_{} = struct), do: struct |> Map.from_struct() |> tensor?()
  defp tensor?(map) when is_map(map), do: map |> Map.values() |> Enum.any?(&tensor?/1)
  defp tensor?(_), do: false

  defp on_binary(%T{data: %Nx.BinaryBackend{}} = t), do: t
  defp on_binary(%T{data: %Nx.Defn.Expr{}} = t), do: t
  defp on_binary(%T{} = t), do: Nx.backend_copy(t, Nx.BinaryBackend)
  defp on_binary(tuple) when is_tuple(tuple), do: tuple |> Tuple.to_list() |> Enum.map(&on_binary/1) |> List.to_tuple()
  defp on_binary(list) when is_list(list), do: Enum.map(list, &on_binary/1)
  defp on_binary(%Complex{} = c), do: c
  defp on_binary(%module{} = struct), do: struct(module, struct |> Map.from_struct() |> on_binary())
  defp on_binary(map) when is_map(map), do: Map.new(map, fn {k, v} -> {k, on_binary(v)} end)
  defp on_binary(other), do: other
end
