defmodule Kiln.Backend.Window do
  @moduledoc false
  # Nx's window reductions (sum, product, max, min) from Kiln ops: the input is padded with the
  # reduction's identity, then each position of the window is one strided slice of the padded
  # tensor, and the slices are combined elementwise. Windows of more than @max_positions
  # positions are left to the fallback (the graph would grow too large).

  @max_positions 64

  @doc "Whether a window of these dimensions is composed here."
  def supported?(window_dims), do: Enum.product(Tuple.to_list(window_dims)) <= @max_positions

  @doc "`op` (:sum, :product, :max, :min) over windows of `ref` (already of the result's type)."
  def reduce(op, ref, type, out_shape, window_dims, opts) do
    window = Tuple.to_list(window_dims)
    rank = length(window)
    strides = opts[:strides] || List.duplicate(1, rank)
    dilations = opts[:window_dilations] || List.duplicate(1, rank)
    padding = opts[:padding] || List.duplicate({0, 0}, rank)
    out = Tuple.to_list(out_shape)

    padded = Kiln.Backend.Shape.pad(ref, identity(op, type), Enum.map(padding, fn {lo, hi} -> {lo, hi, 0} end))

    padded
    |> views([], window, dilations, out, strides)
    |> Enum.reduce(&combine(op, &2, &1))
  end

  @doc """
  One strided slice of `x` per window position (row-major over the window), each of `outputs`
  extents: the elements that position of the window sees. The leading axes (extents `lead`)
  are taken whole.
  """
  def views(x, lead, window, dilations, outputs, strides) do
    whole = Enum.map(lead, fn _ -> 0 end)
    step = Enum.map(lead, fn _ -> 1 end)

    window
    |> Enum.map(&Enum.to_list(0..(&1 - 1)))
    |> positions()
    |> Enum.map(fn offsets ->
      starts = Enum.zip_with(offsets, dilations, &(&1 * &2))
      stops = Enum.zip_with([starts, outputs, strides], fn [s, n, st] -> s + (n - 1) * st + 1 end)
      Kiln.slice!(x, whole ++ starts, lead ++ stops, step ++ strides)
    end)
  end

  # Every combination of one offset per axis.
  defp positions([]), do: [[]]
  defp positions([axis | rest]), do: for(i <- axis, tail <- positions(rest), do: [i | tail])

  defp combine(:sum, a, b), do: Kiln.add!(a, b)
  defp combine(:product, a, b), do: Kiln.multiply!(a, b)
  defp combine(:max, a, b), do: Kiln.maximum!(a, b)
  defp combine(:min, a, b), do: Kiln.minimum!(a, b)

  defp identity(:sum, _), do: 0
  defp identity(:product, _), do: 1
  defp identity(:max, {kind, _}) when kind in [:f, :bf], do: :neg_infinity
  defp identity(:min, {kind, _}) when kind in [:f, :bf], do: :infinity
  defp identity(:max, {:s, bits}), do: -Bitwise.bsl(1, bits - 1)
  defp identity(:max, {:u, _}), do: 0
  defp identity(:min, {:s, bits}), do: Bitwise.bsl(1, bits - 1) - 1
  defp identity(:min, {:u, bits}), do: Bitwise.bsl(1, bits) - 1
end
