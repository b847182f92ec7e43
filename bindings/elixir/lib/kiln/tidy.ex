defmodule Kiln.Tidy do
  @moduledoc false
  # Kiln.tidy/1's bookkeeping: a stack, in the process dictionary, of the tensors made in each
  # open scope (Kiln.Tensor.wrap/1 records every new handle). Outside any scope, recording costs
  # one dictionary read.

  @key :kiln_tidy_scopes

  @doc "Records a new tensor in the innermost scope: :tracked, or :untracked outside any."
  def track(tensor) do
    case Process.get(@key) do
      [made | outer] ->
        Process.put(@key, [[tensor | made] | outer])
        :tracked

      _ ->
        :untracked
    end
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

    close(kept(result, %{}))
    result
  end

  # Pops the scope: releases what it made except `keep` (:keep_all on an exception, when nothing
  # is released), which joins the enclosing scope.
  defp close(keep) do
    [made | outer] = Process.get(@key)
    kept = if keep == :keep_all, do: made, else: release_dropped(made, keep, [])

    case outer do
      [] ->
        Process.delete(@key)
        # Leaving every scope: counted for the collector nudge now (Kiln.Tensor.wrap/1).
        for tensor <- kept, do: Kiln.Tensor.nudge_collector(tensor.ref)

      [above | rest] ->
        Process.put(@key, [kept ++ above | rest])
    end
  end

  # Releases the tensors whose handle is not in `keep` (a map of handles); returns the others.
  # Plain recursion: a compiled defn call closes a scope of a hundred tensors or more.
  defp release_dropped([], _keep, kept), do: kept

  defp release_dropped([%{ref: ref} = tensor | rest], keep, kept) do
    if is_map_key(keep, ref) do
      release_dropped(rest, keep, [tensor | kept])
    else
      Kiln.Nif.tensor_release(ref)
      release_dropped(rest, keep, kept)
    end
  end

  # The handles of every Kiln tensor in a term (tuples, lists, maps and structs, such as Nx
  # tensors holding Kiln tensors).
  defp kept(%Kiln.Tensor{ref: ref}, acc), do: Map.put(acc, ref, true)
  defp kept(tuple, acc) when is_tuple(tuple), do: tuple |> Tuple.to_list() |> kept(acc)
  defp kept(list, acc) when is_list(list), do: Enum.reduce(list, acc, &kept/2)
  defp kept(%_{} = struct, acc), do: struct |> Map.from_struct() |> Map.values() |> kept(acc)
  defp kept(map, acc) when is_map(map), do: map |> Map.values() |> kept(acc)
  defp kept(_, acc), do: acc
end
