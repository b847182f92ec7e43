defmodule Kiln.Tidy do
  @moduledoc false
  # Kiln.tidy/1's bookkeeping: a stack, in the process dictionary, of the tensors made in each
  # open scope (Kiln.Tensor.wrap/1 records every new handle). Outside any scope, recording costs
  # one dictionary read.

  @key :kiln_tidy_scopes

  def track(tensor) do
    case Process.get(@key) do
      [made | outer] -> Process.put(@key, [[tensor | made] | outer])
      _ -> :ok
    end

    tensor
  end

  def run(fun) do
    Process.put(@key, [[] | Process.get(@key, [])])

    result =
      try do
        fun.()
      rescue
        error ->
          close(:keep_all)
          reraise error, __STACKTRACE__
      catch
        kind, reason ->
          close(:keep_all)
          :erlang.raise(kind, reason, __STACKTRACE__)
      end

    close(kept(result, MapSet.new()))
    result
  end

  # Pops the scope: releases what it made except `keep` (:keep_all on an exception, when nothing
  # is released), which joins the enclosing scope.
  defp close(keep) do
    [made | outer] = Process.get(@key)
    {kept, dropped} = if keep == :keep_all, do: {made, []}, else: Enum.split_with(made, &MapSet.member?(keep, &1.ref))
    for tensor <- dropped, do: Kiln.Nif.tensor_release(tensor.ref)

    case outer do
      [] -> Process.delete(@key)
      [above | rest] -> Process.put(@key, [kept ++ above | rest])
    end
  end

  # The handles of every Kiln tensor in a term (tuples, lists, maps and structs, such as Nx
  # tensors holding Kiln tensors).
  defp kept(%Kiln.Tensor{ref: ref}, acc), do: MapSet.put(acc, ref)
  defp kept(tuple, acc) when is_tuple(tuple), do: tuple |> Tuple.to_list() |> kept(acc)
  defp kept(list, acc) when is_list(list), do: Enum.reduce(list, acc, &kept/2)
  defp kept(%_{} = struct, acc), do: struct |> Map.from_struct() |> Map.values() |> kept(acc)
  defp kept(map, acc) when is_map(map), do: map |> Map.values() |> kept(acc)
  defp kept(_, acc), do: acc
end
